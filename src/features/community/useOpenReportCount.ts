/**
 * The moderators' badge of open reports ("Meldingen" in the account menu; issue 23, decision 233):
 * GET /moderation/open, polled as src/features/usePolledCount.ts says, only for moderators. The
 * queue announces `announceReportsChanged()` once it resolved a report.
 */
import { UNREAD_POLL_MS } from "../../domain/limits";
import { apiRequest } from "../http";
import { announce, usePolledCount } from "../usePolledCount";

const CHANGED = "reumanl:reports-changed";

export function announceReportsChanged(): void {
  announce(CHANGED);
}

async function getOpenReportCount(): Promise<number> {
  return (await apiRequest<{ Count: number }>("/moderation/open")).Count;
}

export function useOpenReportCount(enabled: boolean): number {
  return usePolledCount(getOpenReportCount, CHANGED, UNREAD_POLL_MS, enabled);
}
