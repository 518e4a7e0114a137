/**
 * Find a member by name (issue 37, row 5; spec 000 §7 GET /profiles/searchbyusername, §9 page size
 * 12): it searches 300 ms after the last key from 3 letters, announces the count, and shows its
 * results in place of the directory (`children`) while a name is searched. Which profiles it finds
 * the server decides: a visitor public ones only. A name with other characters than a username's
 * gets the Dutch text at the field (the rule of the server's schema, nameSearchProblem).
 */
import { useState, type ReactNode } from "react";
import type { Page } from "../../domain/community";
import type { MemberCard } from "../../domain/people";
import {
  NAME_SEARCH_DELAY_MS,
  NAME_SEARCH_MIN,
  nameSearchProblem,
  PEOPLE_PAGE_SIZE,
} from "../../domain/people-options";
import { Paginator, pageCountOf } from "../../components/Paginator";
import { TextField } from "../../platform/forms/TextField";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad, type LoadState } from "../../platform/loading/useLoad";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { useDebouncedValue } from "../../platform/useDebouncedValue";
import { searchMembersByName } from "./api";
import { MemberCardItem } from "./MemberCardItem";
import people from "../../i18n/locales/nl/people.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ people });

const FIELD_ID = "people-name";

export function MemberNameSearch({ children }: { children?: ReactNode }) {
  const session = useCurrentUser();
  const [text, setText] = useState("");
  const [page, setPage] = useState(1);
  const name = useDebouncedValue(text.trim(), NAME_SEARCH_DELAY_MS);
  const problem = nameSearchProblem(text);
  const active = name.length >= NAME_SEARCH_MIN && nameSearchProblem(name) === null;
  const { state, retry } = useLoad<Page<MemberCard>>(() => searchMembersByName(name, page - 1), {
    key: `${name}|${page}`,
    enabled: active,
  });
  const serverError = state.status === "failed" ? state.error?.fieldError("username") : undefined;
  const searching = active && problem === null;

  return (
    <>
      <section className="people-search" aria-labelledby="people-search-title">
        <h2 id="people-search-title">{t("directory.nameSearch.title")}</h2>
        <form role="search" aria-labelledby="people-search-title" onSubmit={(event) => event.preventDefault()}>
          <TextField
            id={FIELD_ID}
            name="naam"
            type="search"
            label={t("directory.nameSearch.label")}
            hint={t(session.status === "anonymous" ? "directory.nameSearch.hintVisitor" : "directory.nameSearch.hint")}
            value={text}
            onValueChange={(value) => {
              setText(value);
              setPage(1);
            }}
            error={problem ? t(problem) : serverError}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
        </form>
        <p className="people-search__status" role="status">
          {searching ? statusText(state, name) : ""}
        </p>
        {searching ? <Results state={state} retry={retry} page={page} onPage={setPage} /> : null}
      </section>
      {searching ? null : children}
    </>
  );
}

function statusText(state: LoadState<Page<MemberCard>>, name: string): string {
  if (state.status === "loaded") {
    const total = state.data.Total;
    return total === 0
      ? t("directory.nameSearch.empty", { name })
      : t("directory.nameSearch.count", { count: total, name });
  }
  return state.status === "loading" ? t("directory.nameSearch.searching") : "";
}

function Results({
  state,
  retry,
  page,
  onPage,
}: {
  state: LoadState<Page<MemberCard>>;
  retry: () => void;
  page: number;
  onPage: (page: number) => void;
}) {
  if (state.status === "connection-error" || (state.status === "failed" && !state.error?.fieldError("username")))
    return <LoadNotice state={state} retry={retry} />;
  if (state.status !== "loaded" || state.data.Items.length === 0) return null;
  return (
    <>
      <ul className="member-list">
        {state.data.Items.map((member) => (
          <MemberCardItem key={member.Id} member={member} />
        ))}
      </ul>
      <Paginator
        page={page}
        pageCount={pageCountOf(state.data.Total, PEOPLE_PAGE_SIZE)}
        label={t("directory.nameSearch.pagination")}
        hrefFor={() => `#${FIELD_ID}`}
        onChange={onPage}
      />
    </>
  );
}
