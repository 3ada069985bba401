/** Makes `"use client";` the first line of each file (idempotent), keeping its source map right. */
export function prependUseClient(files: readonly string[]): void;
