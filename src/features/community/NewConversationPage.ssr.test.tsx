/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { NewConversationPage } from "./NewConversationPage";

describe("NewConversationPage as the build renders it", () => {
  it("is the loading state the browser's first render also shows, not the missing-group page", () => {
    // The build has no group for the client-only route /ontmoet-elkaar/gesprekken/{group}/nieuw/.
    const html = renderToString(<NewConversationPage group="" />);
    expect(html).toContain("<h1>Nieuw gesprek</h1>");
    expect(html).toContain('role="status"');
    expect(html).not.toContain("bestaat niet");
  });
});
