/**
 * For the database benchmarks: EXPLAIN (ANALYZE, BUFFERS) of the exact statements a service call
 * sends (caught with postgres.js's debug hook, parameters included), run again as the same role in
 * their own transaction. Prints one line per statement: execution time, buffers touched, the
 * largest row count a node produced and the indexes used: figures that a busy machine distorts
 * much less than wall-clock time.
 */
import { withTransaction, type Db, type Identity } from "../../functions/_shared/db";

type Caught = { query: string; parameters: unknown[] };
type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
};
type Explained = { Plan: PlanNode; "Planning Time"?: number; "Execution Time": number };

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** One line: planning and execution time, buffers, the most rows any scan produced, and the scans (index names). */
export function summarise(explained: Explained): string {
  const scans: string[] = [];
  let widest = 0;
  walk(explained.Plan, (node) => {
    const rows = (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1);
    if (/Scan/.test(node["Node Type"])) {
      widest = Math.max(widest, rows);
      const target = node["Index Name"] ?? node["Relation Name"] ?? "";
      const label = `${node["Node Type"].replace(" Scan", "")}${target ? ` ${target}` : ""}`;
      if (!scans.includes(label)) scans.push(label);
    }
  });
  const buffers = (explained.Plan["Shared Hit Blocks"] ?? 0) + (explained.Plan["Shared Read Blocks"] ?? 0);
  const planning = explained["Planning Time"] === undefined ? "" : `plan ${explained["Planning Time"].toFixed(2)} ms, `;
  return `${planning}${explained["Execution Time"].toFixed(2)} ms, ${buffers} buffers, max ${widest} rows scanned; ${scans.join(", ")}`;
}

/**
 * Runs `call` once while catching the statements that match `pattern`, then explains each of them
 * as `identity`. Returns one summary line per statement, then the number of statements the call
 * sent in all (round trips: begin, the role switch, the queries, commit).
 */
export async function explainCall(db: Db, identity: Identity, pattern: RegExp, call: () => Promise<unknown>): Promise<string[]> {
  const options = db.options as unknown as { debug?: (connection: number, query: string, parameters: unknown[]) => void };
  const caught: Caught[] = [];
  let sent = 0;
  options.debug = (_connection, query, parameters) => {
    sent += 1;
    if (pattern.test(query)) caught.push({ query, parameters: [...parameters] });
  };
  try {
    await call();
  } finally {
    options.debug = undefined;
  }
  const lines: string[] = [];
  for (const { query, parameters } of caught) {
    const [row] = await withTransaction(db, identity, (tx) =>
      tx.unsafe(`explain (analyze, buffers, format json) ${query}`, parameters as never[]),
    );
    const plan = Object.values(row as Record<string, unknown>)[0];
    const explained = (Array.isArray(plan) ? plan[0] : JSON.parse(String(plan))[0]) as Explained;
    const kind = /count\(\*\)(?! over)|member_directory_count/i.test(query) ? "count" : "page ";
    lines.push(`${kind} ${summarise(explained)}`);
  }
  lines.push(`${sent} statements sent (round trips)`);
  return lines;
}
