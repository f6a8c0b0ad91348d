/**
 * The platform a native binding package is built for, read from its name
 * (`@oxlint/binding-linux-arm-musleabihf`, `@esbuild/win32-x64`). Only the
 * fallback of lockPlatforms.ts for a package the registry does not know at all:
 * the registry's own os/cpu/libc always win.
 */
export interface Platform {
  os?: string[];
  cpu?: string[];
  libc?: string[];
  engines?: Record<string, string>;
  license?: string;
}

const OSES: Record<string, string> = {
  darwin: 'darwin', linux: 'linux', win32: 'win32', windows: 'win32', freebsd: 'freebsd', openbsd: 'openbsd',
  netbsd: 'netbsd', android: 'android', openharmony: 'openharmony', sunos: 'sunos', aix: 'aix',
};

const CPUS: Record<string, string> = {
  x64: 'x64', arm64: 'arm64', arm: 'arm', ia32: 'ia32', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x',
  loong64: 'loong64', mips64el: 'mips64el', wasm32: 'wasm32',
};

/** Null when the name does not say both the operating system and the processor. */
export function platformOf(name: string): Platform | null {
  const parts = name.split('/').at(-1)?.split('-') ?? [];
  const os = parts.map((part) => OSES[part]).find(Boolean);
  const cpu = parts.map((part) => CPUS[part]).find(Boolean);
  if (!os || !cpu) return null;
  const abi = parts.at(-1) ?? '';
  const libc = os !== 'linux' ? undefined : abi.startsWith('musl') ? ['musl'] : abi.startsWith('gnu') ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}
