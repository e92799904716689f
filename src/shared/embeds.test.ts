import { describe, expect, it } from "vitest";
import { fediverseFrameSource, recogniseEmbed, VIDEO_FRAME_ORIGINS } from "./embeds";

const ID = "dQw4w9WgXcQ";
const YOUTUBE_FRAME = `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`;

describe("recogniseEmbed", () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, YOUTUBE_FRAME],
    [`https://youtube.com/watch?v=${ID}`, YOUTUBE_FRAME],
    [`http://www.youtube.com/watch?v=${ID}`, YOUTUBE_FRAME],
    [`https://m.youtube.com/watch?v=${ID}&feature=share`, YOUTUBE_FRAME],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`, YOUTUBE_FRAME],
    [`https://youtu.be/${ID}`, YOUTUBE_FRAME],
    [`https://youtu.be/${ID}?si=abc`, YOUTUBE_FRAME],
    [`https://www.youtube.com/shorts/${ID}`, YOUTUBE_FRAME],
    [`https://youtube.com/shorts/${ID}/`, YOUTUBE_FRAME],
    [`https://youtu.be/${ID}?t=90`, `${YOUTUBE_FRAME}&start=90`],
    [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, `${YOUTUBE_FRAME}&start=90`],
    [`https://www.youtube.com/watch?v=${ID}&t=1h0m5s`, `${YOUTUBE_FRAME}&start=3605`],
    [`https://www.youtube.com/watch?v=${ID}&t=soon`, YOUTUBE_FRAME],
  ])("plays %s from youtube-nocookie.com", (href, frame) => {
    expect(recogniseEmbed(href)).toEqual({ provider: "youtube", kind: "video", label: "YouTube video", frame });
  });

  it.each([
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1"],
    ["https://www.vimeo.com/76979871/", "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1"],
    ["https://vimeo.com/76979871/a1b2c3d4e5", "https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&dnt=1&autoplay=1"],
  ])("plays %s from player.vimeo.com without tracking", (href, frame) => {
    expect(recogniseEmbed(href)).toEqual({ provider: "vimeo", kind: "video", label: "Vimeo video", frame });
  });

  it.each([
    [
      "https://mastodon.social/@Gargron/109318821117356215",
      "https://mastodon.social/@Gargron/109318821117356215/embed",
    ],
    [
      "https://mastodon.social/@Gargron/109318821117356215/",
      "https://mastodon.social/@Gargron/109318821117356215/embed",
    ],
    ["https://fosstodon.org/@a.b-c_d/1", "https://fosstodon.org/@a.b-c_d/1/embed"],
    [
      "https://mastodon.social/users/Gargron/statuses/109318821117356215",
      "https://mastodon.social/@Gargron/109318821117356215/embed",
    ],
    ["https://MASTODON.Social/@ada/42", "https://mastodon.social/@ada/42/embed"],
  ])("shows the Mastodon post %s in its embed frame", (href, frame) => {
    const host = new URL(frame).hostname;
    expect(recogniseEmbed(href)).toEqual({ provider: "fediverse", kind: "post", label: `Post on ${host}`, frame });
  });

  it.each([
    ["https://mastodon.social/@ada@other.example/109318821117356215", "mastodon.social"],
    ["https://misskey.io/notes/9abcdefghi", "misskey.io"],
    ["https://sharkey.example/notes/a1b2c3d4e5f6g7h8", "sharkey.example"],
    ["https://akkoma.example/objects/0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b", "akkoma.example"],
  ])("shows the other fediverse post %s as a link card, with no frame", (href, host) => {
    expect(recogniseEmbed(href)).toEqual({
      provider: "fediverse",
      kind: "post",
      label: `Post on ${host}`,
      frame: null,
    });
  });

  it.each([
    // Not a video, or not one we know how to embed.
    "https://www.youtube.com/",
    "https://www.youtube.com/@channel",
    "https://www.youtube.com/watch?v=short",
    `https://www.youtube.com/watch?v=${ID}x`,
    "https://www.youtube.com/playlist?list=PL123",
    `https://www.youtube.com/embed/${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/youtube.com/watch?v=${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}/more`,
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/76979871/not-a-hash",
    "https://vimeo.evil.example/76979871",
    // Addresses that only look like a provider's.
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `JAVASCRIPT://youtu.be/${ID}`,
    `data:text/html,https://youtu.be/${ID}`,
    `ftp://youtu.be/${ID}`,
    `//youtu.be/${ID}`,
    `/@ada/123`,
    "not a url",
    "",
    // Fediverse look-alikes: only https, only public names, only the known forms.
    "http://mastodon.social/@ada/42",
    "https://127.0.0.1/@ada/42",
    "https://[::1]/@ada/42",
    "https://localhost/@ada/42",
    "https://mastodon.social:444/@ada/42",
    "https://mastodon.social/@ada",
    "https://mastodon.social/@ada/42/embed",
    "https://mastodon.social/@ada/notdigits",
    "https://mastodon.social/@.ada/42",
    "https://mastodon.social/@ada%22onload%3D/42",
    "https://medium.com/@ada/a-title-1a2b3c4d5e6f",
    "https://www.tiktok.com/@ada/video/7234567890123456789",
    "https://misskey.io/notes/short",
    "https://misskey.io/notes/UPPERCASE123",
    "https://akkoma.example/objects/not-a-uuid",
    "https://example.com/posts/42",
  ])("leaves %j an ordinary link", (href) => {
    expect(recogniseEmbed(href)).toBeNull();
  });
});

describe("fediverseFrameSource", () => {
  it("allows a Mastodon embed frame by its exact address, and nothing else", () => {
    expect(fediverseFrameSource("https://mastodon.social/@ada/42/embed")).toBe("https://mastodon.social/@ada/42/embed");
    for (const frame of [
      ...VIDEO_FRAME_ORIGINS,
      `${YOUTUBE_FRAME}`,
      "https://mastodon.social/@ada/42",
      "https://mastodon.social/@ada/42/embed; script-src *",
      "https://mastodon.social/@ada/42/embed https://evil.example",
      "https://mastodon.social/@ada/42/embed,https://evil.example",
      "https://127.0.0.1/@ada/42/embed",
      "https://localhost/@ada/42/embed",
      "http://mastodon.social/@ada/42/embed",
      "https://*.social/@ada/42/embed",
      "https://mastodon.social/@ada/42/embed?x=1",
    ]) {
      expect(fediverseFrameSource(frame), frame).toBeNull();
    }
  });

  it("accepts every frame recogniseEmbed builds for a Mastodon post", () => {
    const embed = recogniseEmbed("https://mastodon.social/users/ada/statuses/42");
    expect(embed?.frame && fediverseFrameSource(embed.frame)).toBe("https://mastodon.social/@ada/42/embed");
  });
});
