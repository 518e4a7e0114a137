import { render, screen, within } from "@testing-library/react";
import { act } from "react";
import { axeViolations } from "../../test-support/axe";
import type { BlockData } from "../../domain/block-data";
import { blockSections, blockWords, contentsOf, readingMinutes, sectionId } from "./reading-aids";
import { InShort, ReadingTime, ReviewedBy } from "./ReadingAids";
import { PageContents } from "./PageContents";
import { ResumeReading } from "./ResumeReading";

const text = (words: number): BlockData =>
  ({
    __typename: "paragraph__text",
    id: `t${words}`,
    field_text: { processed: `<p>${Array.from({ length: words }, () => "woord").join(" ")}</p>` },
  }) as BlockData;
const titled = (title: string): BlockData =>
  ({ __typename: "paragraph__text_with_title", id: title, field_title: title, field_text: null }) as BlockData;

describe("the reading aids", () => {
  it("counts the body's words into whole minutes of reading, in Dutch", () => {
    const blocks = [text(450), titled("Wat kun je zelf doen?"), text(100)];
    expect(blockWords(blocks)).toBe(555);
    expect(readingMinutes(blockWords(blocks))).toBe(3);
    render(
      <p>
        <ReadingTime minutes={readingMinutes(555)} /> / <ReadingTime minutes={readingMinutes(12)} />
      </p>,
    );
    expect(screen.getByText("3 minuten lezen")).toBeInTheDocument();
    expect(screen.getByText("1 minuut lezen")).toBeInTheDocument();
  });

  it("lists the sections of a long page under 'Op deze pagina', and none of a short one", async () => {
    expect(sectionId("Reumatoïde artritis: wat is het?")).toBe("sectie-reumatoide-artritis-wat-is-het");
    const long = contentsOf(blockSections([titled("Klachten"), text(10), titled("Behandeling"), titled("Zelf doen")]));
    expect(long.map((s) => s.id)).toEqual(["sectie-klachten", "sectie-behandeling", "sectie-zelf-doen"]);
    expect(contentsOf(blockSections([titled("Klachten"), titled("Behandeling")]))).toEqual([]);
    const { container } = render(
      <>
        <PageContents sections={long} variant="top" />
        <PageContents sections={long} variant="side" />
      </>,
    );
    // The block at the top is a <details> that opens without JavaScript.
    expect(container.querySelector("details > summary")).toHaveTextContent("Op deze pagina");
    // Both are in the HTML; the style shows the block at the top on phones, the column on wide windows.
    const navs = screen.getAllByRole("navigation", { name: "Op deze pagina" });
    expect(navs).toHaveLength(2);
    const side = navs[1]!;
    expect(side.closest("aside")).toHaveClass("page-contents--side");
    expect(within(side).getByRole("link", { name: "Behandeling" })).toHaveAttribute("href", "#sectie-behandeling");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows 'In het kort' with the content's points, and nothing without them", () => {
    const { container, rerender } = render(
      <InShort points={["Jicht ontstaat door kristallen van urinezuur in een gewricht.", null, " "]} />,
    );
    const region = screen.getByRole("region", { name: "In het kort" });
    expect(
      within(region)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Jicht ontstaat door kristallen van urinezuur in een gewricht."]);
    rerender(<InShort points={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says who checked the content, with their role, on a Dutch date", () => {
    const { rerender, container } = render(
      <ReviewedBy
        review={{
          field_reviewer_name: "dr. Anouk Verbeek",
          field_reviewer_role: "reumatoloog",
          field_review_date: "2026-09-15",
        }}
      />,
    );
    expect(container).toHaveTextContent("Gecontroleerd door dr. Anouk Verbeek, reumatoloog op 15 september 2026");
    rerender(<ReviewedBy review={{ field_reviewer_name: "Karin Jansen", field_review_date: "2026-10-08" }} />);
    expect(container).toHaveTextContent("Gecontroleerd door Karin Jansen op 8 oktober 2026");
    rerender(<ReviewedBy review={{ field_reviewer_name: "Karin Jansen", field_review_date: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("offers 'Verder lezen waar je was' only when this browser kept a place on the page", () => {
    localStorage.clear();
    const { unmount } = render(<ResumeReading path="/over-reuma/jicht" />);
    expect(screen.queryByRole("button")).toBeNull();
    unmount();

    localStorage.setItem("reumanl:leespositie:v1:/over-reuma/jicht", "0.450");
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 3768 });
    render(<ResumeReading path="/over-reuma/jicht" />);
    act(() => screen.getByRole("button", { name: "Verder lezen waar je was" }).click());
    expect(scrollTo).toHaveBeenCalledWith({ top: Math.round(0.45 * (3768 - window.innerHeight)) });
  });

  it("keeps the reading place in localStorage only, and not at the very top or end", () => {
    localStorage.setItem("reumanl:leespositie:v1:/over-reuma/artrose", "0.95");
    render(<ResumeReading path="/over-reuma/artrose" />);
    expect(screen.queryByRole("button", { name: "Verder lezen waar je was" })).toBeNull();
  });
});
