// Turns the demo pictures (src/web/public/images/{hero,blogs,avatars}/*.svg) into WebP once; the .webp
// files are committed and the demo seed points at them (decision 0049). A browser lays out every SVG
// picture as a document of its own, which showed in phone traces; a raster costs a decode and no more.
// Run again only after changing a drawing: node scripts/raster-demo-images.mjs
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const IMAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/web/public/images");

/** Pixel width per folder: the largest each is drawn at (hero: a wide screen; cards and details: 2x). */
const WIDTHS = { hero: 1600, blogs: 800, avatars: 128 };

for (const [folder, width] of Object.entries(WIDTHS)) {
  const dir = path.join(IMAGES, folder);
  for (const name of (await readdir(dir)).filter((file) => file.endsWith(".svg"))) {
    const source = path.join(dir, name);
    const target = source.replace(/\.svg$/u, ".webp");
    // Rasterised at twice the needed density, then scaled down: smooth edges without blurred shapes.
    const info = await sharp(source, { density: 144 })
      .resize({ width })
      .webp({ quality: 80, effort: 6 })
      .toFile(target);
    console.log(`${path.relative(IMAGES, target)} ${info.width}x${info.height} ${info.size} B`);
  }
}

// The hero also comes at a phone's width (a 412 px screen at 1.75x wants about 720 px): the wide one was
// the front page's largest paint, and its bytes shared a slow link with the page's scripts.
const HERO_PHONE_WIDTH = 800;
const heroDir = path.join(IMAGES, "hero");
for (const name of (await readdir(heroDir)).filter((file) => file.endsWith(".svg"))) {
  const source = path.join(heroDir, name);
  const target = source.replace(/\.svg$/u, `-${HERO_PHONE_WIDTH}.webp`);
  const info = await sharp(source, { density: 72 })
    .resize({ width: HERO_PHONE_WIDTH })
    .webp({ quality: 75, effort: 6 })
    .toFile(target);
  console.log(`${path.relative(IMAGES, target)} ${info.width}x${info.height} ${info.size} B`);
}
