import type { EntityModel, JsonSchema, RuleName } from '../model/modelTypes';
import { ruleKeyword, type RuleApplication } from './ruleKeywords';

/**
 * The record schema of an entity model with its rules attached as keywords at the root
 * (`rule_isSet: [{field}]` ...). Unknown fields are refused unless the model says otherwise.
 */
export function compileEntitySchema(model: EntityModel): JsonSchema {
  const compiled: JsonSchema = { additionalProperties: false, ...model.schema };
  const byRule = new Map<RuleName, RuleApplication[]>();
  for (const [field, rules] of Object.entries(model.rules ?? {})) {
    for (const r of rules) {
      const list = byRule.get(r.rule) ?? [];
      list.push({ field, value: r.value, other: r.field, message: r.message });
      byRule.set(r.rule, list);
    }
  }
  for (const [rule, apps] of byRule) compiled[ruleKeyword(rule)] = apps;
  return compiled;
}
