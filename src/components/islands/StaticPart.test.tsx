import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { serverHtml } from "../../test-support/server-html";
import { StaticPart } from "./StaticPart";

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** The page around the part, with a boundary that React hydrates later than the rest of the page. */
function Page({ load }: { load: () => Promise<typeof Part> }) {
  return (
    <main>
      <Suspense>
        <StaticPart load={load} props={{ text: "Jicht is een ontsteking van een gewricht." }} />
      </Suspense>
    </main>
  );
}

/** The build's HTML of <Page>: the outer boundary, and the part's own resolved boundary. */
function builtPage(): HTMLDivElement {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = `<main><!--$--><!--$-->${serverHtml(<Part text="Jicht is een ontsteking van een gewricht." />)}<!--/$--><!--/$--></main>`;
  return container;
}

describe("StaticPart", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("keeps the build's HTML without loading the part's code, also when its boundary hydrates after the rest of the page", async () => {
    const load = jest.fn(async () => Part);
    const container = builtPage();
    const paragraph = container.querySelector("p");
    render(<Page load={load} />, { container, hydrate: true });
    // Let React hydrate the deferred boundary and run its effects (the client snapshot re-render too).
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    expect(screen.getByText("Jicht is een ontsteking van een gewricht.")).toBe(paragraph);
    expect(load).not.toHaveBeenCalled();
  });

  it("loads and renders the part after a client-side navigation (no build HTML)", async () => {
    const load = jest.fn(async () => Part);
    render(<Page load={load} />);

    expect(await screen.findByText("Jicht is een ontsteking van een gewricht.")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
