/** For the stories integration tests: writing a story through the real call, and a test image. */
import sharp from "sharp";
import type { BlogPostView } from "../../../src/domain/stories";
import type { StoryBody } from "../../../src/domain/stories/bodies";
import { doc, type Member } from "./community";

export async function writeStory(who: Member, body: Partial<StoryBody> = {}): Promise<BlogPostView> {
  const answer = await who.browser.call("PUT", "/api/v1/CustomBlog/BlogPost/", {
    body: {
      Title: "Mijn eerste jaar met reuma",
      Body: doc("Het begon met pijn in mijn handen."),
      Visibility: "public",
      ...body,
    },
  });
  if (answer.status !== 200) throw new Error(`PUT BlogPost answered ${answer.status}: ${answer.text}`);
  return answer.json as BlogPostView;
}

/** A JPEG with a copyright note and a GPS position in its EXIF. */
export async function jpegWithGps(width = 2000, height = 1200): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#3a7d44" } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: "Jan Jansen" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 5/1 2652/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "5/1 7/1 1704/100",
      },
    })
    .toBuffer();
  return new Uint8Array(bytes);
}
