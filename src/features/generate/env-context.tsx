/** The generate page's env as components get it: the composition root provides the app's, lazily like the services. */
import { type ReactNode, createContext, useContext, useMemo } from 'react';
import { outsideProvider } from '../../core/errors';
import { ready, useLazy, type Lazy } from '../../state/services';
import type { GenerateEnv } from './flow-app';

const GenerateEnvContext = createContext<Lazy<GenerateEnv> | null>(null);

export function GenerateEnvProvider({ env, children }: { env: GenerateEnv | Lazy<GenerateEnv>; children: ReactNode }) {
  const source = useMemo(() => ('load' in env ? env : ready(env)), [env]);
  return <GenerateEnvContext.Provider value={source}>{children}</GenerateEnvContext.Provider>;
}

export function useGenerateEnv(): GenerateEnv {
  const source = useContext(GenerateEnvContext);
  if (!source) throw new Error(outsideProvider('useGenerateEnv', 'GenerateEnvProvider'));
  return useLazy(source);
}
