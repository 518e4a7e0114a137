import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { responsiveImage, widthsFor } from "./images";

describe("responsive image variants", () => {
  it("choose the widths up to the image's own", () => {
    expect(widthsFor(1200)).toEqual([320, 500, 640, 960, 1200]);
    expect(widthsFor(400)).toEqual([320, 400]);
    expect(widthsFor(500)).toEqual([320, 500]);
    expect(widthsFor(3000)).toEqual([320, 500, 640, 960, 1280]);
  });

  it("write each width in its own format and in WebP, with the 500-pixel one as src", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "images-"));
    const source = path.join(dir, "pad.jpg");
    await sharp({ create: { width: 700, height: 350, channels: 3, background: "#3a7" } })
      .jpeg()
      .toFile(source);
    const image = await responsiveImage(source, path.join(dir, "public"), "static/abc");
    expect(image).toEqual({
      src: "/static/abc/pad-500w.jpg",
      srcSet:
        "/static/abc/pad-320w.jpg 320w, /static/abc/pad-500w.jpg 500w, /static/abc/pad-640w.jpg 640w, /static/abc/pad-700w.jpg 700w",
      webpSrcSet:
        "/static/abc/pad-320w.webp 320w, /static/abc/pad-500w.webp 500w, /static/abc/pad-640w.webp 640w, /static/abc/pad-700w.webp 700w",
    });
    const webp = await sharp(path.join(dir, "public/static/abc/pad-500w.webp")).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(["webp", 500, 250]);
    expect(await responsiveImage(path.join(dir, "plan.pdf"), path.join(dir, "public"), "static/def")).toBeNull();
  });
});
