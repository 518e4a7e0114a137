/**
 * The homepage's header (spec 001 §3.2 homepage): the introduction, the primary button and the
 * header image for visitors, and for a logged-in participant the members' introduction, the
 * members' link and the members' header image. The build's HTML is the visitor's header (the
 * session is unknown there); the island swaps in the members' texts once the session says so. A
 * brand-new member gets a welcome with first steps instead of the members' introduction.
 */
import { Link } from "gatsby";
import { HeaderImage, type HeaderImageData } from "../../components/content/HeaderImage";
import { isExternalUrl, menuUrl } from "../../domain/links";
import { useCurrentUser } from "../../platform/session/useCurrentUser";
import { isNewMember, NewMemberWelcome } from "./NewMemberWelcome";

export interface HomeLink {
  uri: string | null;
  url: string | null;
  title: string | null;
}

export interface HomeHeaderVariant {
  introduction: string | null;
  link: HomeLink | null;
  image: HeaderImageData | null;
}

export interface HomeHeaderProps {
  title: string;
  visitor: HomeHeaderVariant;
  member: HomeHeaderVariant;
}

function ButtonLink({ link }: { link: HomeLink | null }) {
  const href = link ? menuUrl(link) : null;
  if (!href || !link?.title) return null;
  if (isExternalUrl(href)) {
    return (
      <a href={href} className="button button--primary" rel="noopener">
        {link.title}
      </a>
    );
  }
  return (
    <Link to={href} className="button button--primary">
      {link.title}
    </Link>
  );
}

export function HomeHeader({ title, visitor, member }: HomeHeaderProps) {
  const session = useCurrentUser();
  const shown =
    session.status === "user"
      ? {
          introduction: member.introduction ?? visitor.introduction,
          link: member.link ?? visitor.link,
          image: member.image ?? visitor.image,
        }
      : visitor;
  const newMember = session.status === "user" && isNewMember(session.user.MemberSince);
  return (
    <div className="homepage__top">
      <header className="homepage__header">
        <h1>{title}</h1>
        {newMember ? (
          <NewMemberWelcome name={session.user.Username} />
        ) : shown.introduction ? (
          <p className="lead">{shown.introduction}</p>
        ) : null}
        {!newMember && shown.link?.title ? (
          <p className="button-row">
            <ButtonLink link={shown.link} />
          </p>
        ) : null}
      </header>
      <HeaderImage image={shown.image} />
    </div>
  );
}
