/**
 * Responsive variants of the Drupal media images, made at build time with sharp
 * (docs/decisions/223-images-and-metatags.md: gatsby-plugin-image and gatsby-plugin-sharp are not
 * installed, and the site renders plain <img>/<picture> without image JavaScript). Each JPEG or PNG
 * gets widths of IMAGE_WIDTHS up to its own width, in its own format and in WebP, next to the
 * original in public/static/<digest>/. The `src` is the 500-pixel variant (spec 001 §9 "header
 * image width 500") or the widest below it; `srcSet` lets the browser take a sharper one.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

export const IMAGE_WIDTHS = [320, 500, 640, 960, 1280] as const;
/** The width of the `src` (the spec's header image width). */
export const DEFAULT_WIDTH = 500;

export interface ResponsiveImage {
  /** URL of the default variant. */
  src: string;
  /** "<url> 320w, <url> 500w, ..." in the original format. */
  srcSet: string;
  /** The same widths in WebP. */
  webpSrcSet: string;
}

const RASTER = /\.(jpe?g|png)$/i;

/** The widths to make for an image this wide: the list up to its width, and its own width when wider than all. */
export function widthsFor(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (!widths.includes(width) && width <= IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!) widths.push(width);
  if (width > IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!) widths.push(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...new Set(widths)].sort((a, b) => a - b);
}

async function writeOnce(target: string, make: () => Promise<Buffer>): Promise<void> {
  if (fs.existsSync(target)) return;
  const data = await make();
  // Another build worker may write the same variant: write aside, then rename (atomic).
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, data);
  await fs.promises.rename(temporary, target);
}

const made = new Map<string, Promise<ResponsiveImage | null>>();

/**
 * The variants of `source` in `publicDir/<relativeDir>/`, made once per build and reused when they
 * exist; null for a file that is not a JPEG or PNG (or cannot be read).
 */
export function responsiveImage(
  source: string,
  publicDir: string,
  relativeDir: string,
): Promise<ResponsiveImage | null> {
  const key = `${source}\u0000${relativeDir}`;
  let result = made.get(key);
  if (!result) {
    result = makeVariants(source, publicDir, relativeDir).catch(() => null);
    made.set(key, result);
  }
  return result;
}

async function makeVariants(source: string, publicDir: string, relativeDir: string): Promise<ResponsiveImage | null> {
  if (!RASTER.test(source)) return null;
  const { width } = await sharp(source).metadata();
  if (!width) return null;
  const ext = path.extname(source).toLowerCase();
  const stem = path.basename(source, path.extname(source));
  await fs.promises.mkdir(path.join(publicDir, relativeDir), { recursive: true });
  const url = (file: string) => `/${path.posix.join(relativeDir, file)}`;
  const widths = widthsFor(width);
  const own: string[] = [];
  const webp: string[] = [];
  for (const w of widths) {
    const name = `${stem}-${w}w`;
    const resized = () => sharp(source).resize({ width: w, withoutEnlargement: true });
    await writeOnce(path.join(publicDir, relativeDir, `${name}${ext}`), () =>
      ext === ".png"
        ? resized().png({ compressionLevel: 9 }).toBuffer()
        : resized().jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
    );
    await writeOnce(path.join(publicDir, relativeDir, `${name}.webp`), () =>
      resized().webp({ quality: 75 }).toBuffer(),
    );
    own.push(`${url(`${name}${ext}`)} ${w}w`);
    webp.push(`${url(`${name}.webp`)} ${w}w`);
  }
  const defaultWidth = [...widths].reverse().find((w) => w <= DEFAULT_WIDTH) ?? widths[0]!;
  return { src: url(`${stem}-${defaultWidth}w${ext}`), srcSet: own.join(", "), webpSrcSet: webp.join(", ") };
}
