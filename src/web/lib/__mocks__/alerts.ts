// What component tests get for `vi.mock(".../lib/alerts")`: alerts recorded, never shown, never confirmed.
import { vi } from "vitest";

export const showAlert = vi.fn(async () => ({ isConfirmed: false }));
export const showTimedAlert = vi.fn(async () => ({ isConfirmed: false }));
