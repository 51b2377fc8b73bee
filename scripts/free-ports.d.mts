// Types of scripts/free-ports.mjs for its unit test (the project does not type-check JavaScript).
export declare const E2E_PORT_VARS: string[];
export declare function isPortFree(port: number): Promise<boolean>;
export declare function pickFreePort(): Promise<number>;
export declare function allocatePorts(
  env?: Record<string, string | undefined>,
  vars?: string[],
): Promise<Record<string, string>>;
