/**
 * Every deck check rule, one file each, collected in a plain array (the
 * house style of the layout registry). Adding a check means adding its file
 * and one line here.
 */
import type { CheckRule } from '../types';
import { belowFloorRule } from './below-floor';
import { lowContrastRule } from './low-contrast';
import { midWordBreakRule } from './mid-word-break';
import { nearEmptyRule } from './near-empty';
import { overflowRule } from './overflow';
import { repeatedLayoutRule } from './repeated-layout';

/** The rules in the order their findings are listed for a slide: unreadable first, cosmetic last. */
export const CHECK_RULES: readonly CheckRule[] = [
  overflowRule,
  midWordBreakRule,
  belowFloorRule,
  lowContrastRule,
  nearEmptyRule,
  repeatedLayoutRule,
];
