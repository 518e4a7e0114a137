import { render, waitFor } from "@testing-library/react";
import { trackPageNode } from "./analytics";
import { PageAnalytics, pageNodeIn } from "./PageAnalytics";

const YES = { show: false, functional: "yes", analytics: "yes", video: "no" } as const;
const NO = { show: false, functional: "yes", analytics: "no", video: "no" } as const;

function setAnalyticsCookie(value: "yes" | "no" | null) {
  document.cookie =
    value === null
      ? "cookie_consent_analytics=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/"
      : `cookie_consent_analytics=${value}; path=/`;
}

describe("the page's node id and type for analytics (spec 001 §7)", () => {
  afterEach(() => {
    delete window.dataLayer;
    setAnalyticsCookie(null);
  });

  it("queues the node id and type with analytics consent only", () => {
    expect(trackPageNode({ id: 12, type: "medical_article" }, NO)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(trackPageNode({ id: 12, type: "medical_article" }, YES)).toBe(true);
    expect(window.dataLayer).toEqual([{ event: "page_node", nodeId: 12, nodeType: "medical_article" }]);
  });

  it("reads the node from the page context, and nothing else", () => {
    expect(pageNodeIn({ id: "uuid", pageNode: { id: 30, type: "content_page" } })).toEqual({
      id: 30,
      type: "content_page",
    });
    expect(pageNodeIn({ id: "uuid" })).toBeNull();
    expect(pageNodeIn({ pageNode: { id: "30", type: "content_page" } })).toBeNull();
    expect(pageNodeIn(undefined)).toBeNull();
  });

  it("pushes once per page when the reader consented, again on the next page, and never without consent", async () => {
    setAnalyticsCookie("yes");
    const { rerender } = render(
      <PageAnalytics pathname="/over-reuma/jicht/" node={{ id: 12, type: "medical_article" }} />,
    );
    await waitFor(() =>
      expect(window.dataLayer).toEqual([{ event: "page_node", nodeId: 12, nodeType: "medical_article" }]),
    );
    rerender(<PageAnalytics pathname="/over-reuma/jicht/" node={{ id: 12, type: "medical_article" }} />);
    rerender(<PageAnalytics pathname="/contact/" node={{ id: 30, type: "content_page" }} />);
    await waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer![1]).toEqual({ event: "page_node", nodeId: 30, nodeType: "content_page" });
    // A page without a node (an overview) pushes nothing.
    rerender(<PageAnalytics pathname="/nieuws/" node={null} />);

    setAnalyticsCookie("no");
    rerender(<PageAnalytics pathname="/over-reuma/" node={{ id: 40, type: "news" }} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.dataLayer).toHaveLength(2);
  });
});
