/**
 * For the database benchmarks: EXPLAIN (ANALYZE, BUFFERS) of the exact statements a service call
 * sends (caught with postgres.js's debug hook, parameters included), run again as the same role in
 * their own transaction. Prints one line per statement: execution time, buffers touched, the
 * largest row count a node produced and the indexes used: figures that a busy machine distorts
 * much less than wall-clock time.
 */
import { withTransaction, type Db, type Identity } from "../../functions/_shared/db";

type Caught = { query: string; parameters: unknown[] };
/** Planner settings a call makes for its own transaction (`set_config(…, true)`, not the role): replayed before each explained statement. */
const SETTING = /^\s*select set_config\('(?!role'|request\.)/i;
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

/** label: the first word of each line (default "count"/"page "); plans: the whole text plan after each line. */
type ExplainOptions = { label?: (query: string) => string; plans?: boolean };

/**
 * Runs `call` once while catching the statements that match `pattern`, then explains each of them
 * as `identity`. Returns one summary line per statement, then the number of statements the call
 * sent in all (round trips: begin, the role switch, the queries, commit).
 */
export async function explainCall(
  db: Db,
  identity: Identity,
  pattern: RegExp,
  call: () => Promise<unknown>,
  options: ExplainOptions = {},
): Promise<string[]> {
  const { caught, settings, sent } = await catchStatements(db, pattern, call);
  const lines: string[] = [];
  const explain = async (text: string, { query, parameters }: Caught) =>
    withTransaction(db, identity, async (tx) => {
      for (const setting of settings) await tx.unsafe(setting.query, setting.parameters as never[]);
      return tx.unsafe(`${text} ${query}`, parameters as never[]);
    });
  for (const statement of caught) {
    const { query } = statement;
    const [row] = await explain("explain (analyze, buffers, format json)", statement);
    const plan = Object.values(row as Record<string, unknown>)[0];
    const explained = (Array.isArray(plan) ? plan[0] : JSON.parse(String(plan))[0]) as Explained;
    const kind = options.label
      ? options.label(query)
      : /count\(\*\)(?! over)|member_directory_count/i.test(query)
        ? "count"
        : "page ";
    lines.push(`${kind} ${summarise(explained)}`);
    if (options.plans) {
      const text = await explain("explain (analyze, buffers)", statement);
      for (const planLine of text) lines.push(`      ${String(Object.values(planLine as Record<string, unknown>)[0])}`);
    }
  }
  lines.push(`${sent} statements sent (round trips)`);
  return lines;
}

/** The statements matching `pattern` that `call` sends, with their parameters, and the transaction settings it makes. */
async function catchStatements(
  db: Db,
  pattern: RegExp,
  call: () => Promise<unknown>,
): Promise<{ caught: Caught[]; settings: Caught[]; sent: number }> {
  const options = db.options as unknown as {
    debug?: (connection: number, query: string, parameters: unknown[]) => void;
  };
  const caught: Caught[] = [];
  const settings: Caught[] = [];
  let sent = 0;
  options.debug = (_connection, query, parameters) => {
    sent += 1;
    if (SETTING.test(query)) {
      if (!settings.some((setting) => setting.query === query)) settings.push({ query, parameters: [...parameters] });
    } else if (pattern.test(query)) caught.push({ query, parameters: [...parameters] });
  };
  try {
    await call();
  } finally {
    options.debug = undefined;
  }
  return { caught, settings, sent };
}
