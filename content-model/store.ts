/**
 * The content held by the embedded server: JSON:API resources by type and id, plus a change log
 * that answers the gatsby-fastbuilds sync endpoint.
 */
import path from "node:path";
import { generateArticleSources } from "./generate";
import { identifiers, isPublic, type Resource } from "./jsonapi";
import { resourceTypes } from "./model";
import { normalize } from "./normalize";
import { defaultContentRoot, loadSampleSources } from "./source";

export interface ChangeEntry {
  /** Unix time in seconds. */
  timestamp: number;
  action: "update" | "delete";
  type: string;
  id: string;
}

export interface ContentStoreOptions {
  /** The content-model folder (holds sample/ and files/). */
  root?: string;
  /** Number of generated medical articles to add. */
  generate?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  clock?: () => number;
}

export class ContentStore {
  readonly root: string;
  readonly filesDir: string;
  readonly generated: number;
  /** Unix seconds from which the change log is complete. */
  readonly logStart: number;
  readonly clock: () => number;
  private readonly byType = new Map<string, Resource[]>();
  private readonly byId = new Map<string, Resource>();
  private readonly log: ChangeEntry[] = [];

  constructor(resources: readonly Resource[], options: { root: string; generated?: number; clock?: () => number }) {
    this.root = options.root;
    this.filesDir = path.join(options.root, "files");
    this.generated = options.generated ?? 0;
    this.clock = options.clock ?? Date.now;
    this.logStart = Math.floor(this.clock() / 1000);
    for (const type of resourceTypes()) this.byType.set(type, []);
    for (const resource of resources) this.put(resource);
  }

  /** Loads the sample content (and N generated articles) from the content-model folder. */
  static load(options: ContentStoreOptions = {}): ContentStore {
    const root = options.root ?? defaultContentRoot();
    const generate = Math.max(0, Math.floor(options.generate ?? 0));
    // Generated articles come after the sample, so the sample keeps its internal ids.
    const sources = [...loadSampleSources(root), ...generateArticleSources(generate)];
    const resources = normalize(sources, { filesDir: path.join(root, "files") });
    return new ContentStore(resources, {
      root,
      generated: generate,
      ...(options.clock ? { clock: options.clock } : {}),
    });
  }

  types(): string[] {
    return [...this.byType.keys()];
  }

  hasType(type: string): boolean {
    return this.byType.has(type);
  }

  list(type: string): readonly Resource[] {
    return this.byType.get(type) ?? [];
  }

  get(id: string): Resource | undefined {
    return this.byId.get(id);
  }

  isPublic(resource: Resource): boolean {
    return isPublic(resource, this.clock());
  }

  /** Adds or replaces resources and logs the change (as a delete when no longer public). */
  upsert(resources: Resource | readonly Resource[]): void {
    const timestamp = Math.floor(this.clock() / 1000);
    for (const resource of Array.isArray(resources) ? resources : [resources as Resource]) {
      this.put(resource);
      const action = this.isPublic(resource) ? "update" : "delete";
      this.log.push({ timestamp, action, type: resource.type, id: resource.id });
    }
  }

  remove(type: string, id: string): boolean {
    const existing = this.byId.get(id);
    if (!existing || existing.type !== type) return false;
    this.byId.delete(id);
    const list = this.byType.get(type) ?? [];
    list.splice(list.indexOf(existing), 1);
    this.log.push({ timestamp: Math.floor(this.clock() / 1000), action: "delete", type, id });
    return true;
  }

  /** Changes at or after `since` (unix seconds), newest state per entity; null if the log cannot tell. */
  changesSince(since: number): ChangeEntry[] | null {
    if (!Number.isFinite(since) || since < this.logStart) return null;
    const latest = new Map<string, ChangeEntry>();
    for (const entry of this.log) if (entry.timestamp >= since) latest.set(entry.id, entry);
    return [...latest.values()];
  }

  /** Resources referenced by `resource` that exist in the store. */
  related(resource: Resource, field: string): Resource[] {
    return identifiers(resource.relationships[field])
      .map((identifier) => this.byId.get(identifier.id))
      .filter((r): r is Resource => r !== undefined);
  }

  private put(resource: Resource): void {
    if (!this.byType.has(resource.type)) this.byType.set(resource.type, []);
    const list = this.byType.get(resource.type)!;
    const existing = this.byId.get(resource.id);
    if (existing) list[list.indexOf(existing)] = resource;
    else list.push(resource);
    this.byId.set(resource.id, resource);
  }
}
