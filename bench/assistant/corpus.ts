import { CORPUS_A } from './corpus-a';
import { CORPUS_B } from './corpus-b';
import { CORPUS_C } from './corpus-c';
import { CORPUS_D } from './corpus-d';
import { CORPUS_E } from './corpus-e';
import { CORPUS_F } from './corpus-f';
import { CORPUS_G } from './corpus-g';
import { CORPUS_H } from './corpus-h';
import { CORPUS_I } from './corpus-i';
import { CORPUS_J } from './corpus-j';
import { CORPUS_K } from './corpus-k';
import { CORPUS_L } from './corpus-l';
import { CORPUS_M } from './corpus-m';
import { CORPUS_N } from './corpus-n';
import { CORPUS_O } from './corpus-o';
import { CORPUS_P } from './corpus-p';
import type { EvalConversation } from './corpus-types';

export const CORPUS: readonly EvalConversation[] = [...CORPUS_A, ...CORPUS_B, ...CORPUS_C, ...CORPUS_D, ...CORPUS_E, ...CORPUS_F, ...CORPUS_G, ...CORPUS_H, ...CORPUS_I, ...CORPUS_J, ...CORPUS_K, ...CORPUS_L, ...CORPUS_M, ...CORPUS_N, ...CORPUS_O, ...CORPUS_P];
