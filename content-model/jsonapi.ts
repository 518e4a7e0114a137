/** The JSON:API shapes the content server stores and answers (https://jsonapi.org/format/1.0/). */

export interface ResourceIdentifier {
  type: string;
  id: string;
  meta?: Record<string, unknown>;
}

export interface Relationship {
  data: ResourceIdentifier | ResourceIdentifier[] | null;
}

/** A resource as stored: links are added when it is served (they depend on the host). */
export interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, Relationship>;
}

export function identifiers(relationship: Relationship | undefined): ResourceIdentifier[] {
  if (!relationship || relationship.data === null) return [];
  return Array.isArray(relationship.data) ? relationship.data : [relationship.data];
}

/**
 * Whether an anonymous visitor may see the resource: published (status not false) and not past its
 * field_expire_date. `now` is a timestamp in milliseconds.
 */
export function isPublic(resource: Resource, now: number): boolean {
  const { status, field_expire_date: expire } = resource.attributes;
  if (status === false) return false;
  if (typeof expire === "string" && expire !== "") {
    const time = Date.parse(expire);
    if (!Number.isNaN(time) && time <= now) return false;
  }
  return true;
}
