/**
 * Who may see a stored file, in the caller's own transaction (anon or authenticated), so the same
 * RLS and views decide as for the page that shows it (decision 300):
 *   avatars       the photo of a profile the caller sees in public.community_authors (every
 *                 profile for a participant; public authors' photos with a public profile for a visitor)
 *   story-images  a blog's image (blogs are public), or an image in a story the caller may read
 */
import type { Tx } from "../_shared/db";

export async function avatarVisible(tx: Tx, path: string): Promise<boolean> {
  const [row] = await tx<{ visible: boolean }[]>`
    select exists (select 1 from public.community_authors a where a.photo_path = ${path}) as visible`;
  return row?.visible ?? false;
}

/** `image` is the upload's "<author id>/<token>" (the file adds "-<width>.jpg"). */
export async function storyImageVisible(tx: Tx, authorId: string, image: string): Promise<boolean> {
  const [row] = await tx<{ visible: boolean }[]>`
    select exists (select 1 from public.blogs b where b.owner_id = ${authorId}::uuid and b.image_path = ${image})
        or exists (
             select 1 from public.blog_posts p join public.blogs b on b.id = p.blog_id
             where b.owner_id = ${authorId}::uuid
               and jsonb_path_exists(p.body, '$.**.attrs.path ? (@ == $image)', jsonb_build_object('image', ${image}::text))
           ) as visible`;
  return row?.visible ?? false;
}
