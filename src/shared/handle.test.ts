import { describe, expect, it } from "vitest";
import {
  HANDLE_MESSAGES,
  handleCandidate,
  handleFromName,
  handleProblem,
  MAX_HANDLE_LENGTH,
  RESERVED_HANDLES,
} from "./handle";

describe("handles", () => {
  it.each(["ada", "ada_lovelace", "a1b2c3", "x".repeat(MAX_HANDLE_LENGTH), "___"])("accepts %s", (handle) => {
    expect(handleProblem(handle)).toBeUndefined();
  });

  it.each([
    ["ad", HANDLE_MESSAGES.length],
    ["x".repeat(MAX_HANDLE_LENGTH + 1), HANDLE_MESSAGES.length],
    ["Ada", HANDLE_MESSAGES.characters],
    ["ada.lovelace", HANDLE_MESSAGES.characters],
    ["ada-lovelace", HANDLE_MESSAGES.characters],
    ["adä", HANDLE_MESSAGES.characters],
    ["admin", HANDLE_MESSAGES.reserved],
    ["a_d_m_i_n", HANDLE_MESSAGES.reserved],
    ["api", HANDLE_MESSAGES.reserved],
    ["uploads", HANDLE_MESSAGES.reserved],
    ["rss", HANDLE_MESSAGES.reserved],
  ])("refuses %s", (handle, message) => {
    expect(handleProblem(handle)).toBe(message);
  });

  it.each([
    ["Ada Lovelace", "ada_lovelace"],
    ["  Grace   Hopper  ", "grace_hopper"],
    ["Zoë Ångström-Ödegaard", "zoe_angstrom_odegaard"],
    ["Al", "al_writer"],
    ["李小龍", "writer"],
    ["Admin", "admin_1"],
    ["O'Brien, Jr.", "o_brien_jr"],
  ])("derives a valid handle from the name %s", (name, handle) => {
    expect(handleFromName(name)).toBe(handle);
    expect(handleProblem(handleFromName(name))).toBeUndefined();
  });

  it("never derives a handle longer than the limit, with or without a number after it", () => {
    const base = handleFromName("A very long name that goes on and on and on");
    expect(base.length).toBeLessThanOrEqual(MAX_HANDLE_LENGTH);
    expect(handleCandidate(base, 0)).toBe(base);
    expect(handleCandidate(base, 1)).toMatch(/2$/u);
    expect(handleCandidate("x".repeat(MAX_HANDLE_LENGTH), 99)).toHaveLength(MAX_HANDLE_LENGTH);
  });

  it("reserves the site's own path names", () => {
    for (const path of ["login", "signup", "settings", "wishlist", "addblog", "viewdetails", "search", "feed"]) {
      expect(RESERVED_HANDLES.has(path), path).toBe(true);
    }
  });
});
