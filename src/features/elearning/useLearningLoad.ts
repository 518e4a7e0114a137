/** Loads one answer of the e-learning API; 401 and 404 are states of their own (login, not found). */
import { useEffect, useState } from "react";
import { ApiError } from "../http";

export type Loaded<T> = { status: "loading" } | { status: "anonymous" } | { status: "notFound"; message: string | null } | { status: "failed" } | { status: "ready"; data: T };

export function useLearningLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    load().then(
      (data) => live && setState({ status: "ready", data }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) setState({ status: "anonymous" });
        else if (error instanceof ApiError && error.status === 404) setState({ status: "notFound", message: error.message || null });
        else setState({ status: "failed" });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
