import type { NextFunction, Request, Response } from 'express';
import { ErrorCode, hasForbiddenCharacters, INPUT_MESSAGES, MAX_JSON_DEPTH, type ApiFailure } from '@law/contracts';

type Problem = 'forbiddenCharacters' | 'tooDeep' | null;

/** Walks a parsed body or query (never deeper than MAX_JSON_DEPTH + 1, so no input can exhaust the stack). */
function inspect(value: unknown, depth: number): Problem {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? 'forbiddenCharacters' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_JSON_DEPTH) return 'tooDeep';
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  for (const item of entries) {
    const problem = inspect(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * One place for input hygiene of every HTTP request: no NUL, control character or lone surrogate in any string of
 * the body, the query or the path; no JSON nested deeper than MAX_JSON_DEPTH. Refused with 400 before any handler,
 * so nothing is half-written and PostgreSQL never sees a value it would refuse with a 500.
 */
export function inputHygiene() {
  return (req: Request, res: Response, next: NextFunction) => {
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      path = req.path;
    }
    const problem = (hasForbiddenCharacters(path) ? 'forbiddenCharacters' : null) ?? inspect(req.query, 0) ?? inspect(req.body, 0);
    if (!problem) return next();
    res.status(400).json({ success: false, error: INPUT_MESSAGES[problem], code: ErrorCode.ForbiddenInput } satisfies Required<ApiFailure>);
  };
}
