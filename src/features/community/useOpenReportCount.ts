/**
 * The moderators' badge of open reports ("Meldingen" in the account menu; issue 23, decision 233):
 * GET /moderation/open, polled as src/platform/usePolledCount.ts says, only for moderators. The
 * queue announces `COUNT_CHANGED.reports` once it resolved a report.
 */
import { UNREAD_POLL_MS } from "../../domain/limits";
import { COUNT_CHANGED, usePolledCount } from "../../platform/usePolledCount";
import { getOpenReportCount } from "./api";

export function useOpenReportCount(enabled: boolean): number {
  return usePolledCount(getOpenReportCount, COUNT_CHANGED.reports, UNREAD_POLL_MS, enabled);
}
