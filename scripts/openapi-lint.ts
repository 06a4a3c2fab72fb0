import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';

/** What Redocly's `recommended` ruleset says of an OpenAPI document: its errors and warnings. */
export async function lintOpenApi(document: unknown): Promise<{
  errors: NormalizedProblem[];
  warnings: NormalizedProblem[];
}> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(document, null, 2),
    absoluteRef: 'openapi.json',
    config,
  });
  return {
    errors: problems.filter((problem) => problem.severity === 'error'),
    warnings: problems.filter((problem) => problem.severity === 'warn'),
  };
}

/** One line per problem: rule, where, what. */
export function describeProblems(problems: readonly NormalizedProblem[]): string {
  return problems
    .map((problem) => {
      const where = problem.location[0]?.pointer ?? '';
      return `${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`;
    })
    .join('\n');
}
