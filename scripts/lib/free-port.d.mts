// A free TCP port below the kernel's ephemeral range (see free-port.mjs).
export function freePort(): Promise<number>;
