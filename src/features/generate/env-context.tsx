/** The generate page's env as components get it: the composition root provides the app's, lazily like the services. */
import type { ReactNode } from 'react';
import { lazyContext, type Lazy } from '../../state/services';
import type { GenerateEnv } from './flow-app';

const envContext = lazyContext<GenerateEnv>('useGenerateEnv', 'GenerateEnvProvider');

export function GenerateEnvProvider({ env, children }: { env: GenerateEnv | Lazy<GenerateEnv>; children: ReactNode }) {
  return <envContext.Provider value={env}>{children}</envContext.Provider>;
}

export const useGenerateEnv = (): GenerateEnv => envContext.use();
