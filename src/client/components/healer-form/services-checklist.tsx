import { CheckboxGroup } from '../form/checkbox-group.js';

export type ServicesChecklistProps = {
  legend: string;
  /** The active services' names, in the order to show them. */
  available: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** A service's name as the interface shows it (its Malayalam name on Malayalam pages). */
  labelOf?: (name: string) => string;
  /** Shown instead of the boxes when there is nothing to choose. */
  emptyText: string;
  disabled?: boolean;
};

/**
 * A healer's services as checkboxes over the federation's active services. Names the healer
 * already lists stay offered even when the service was since renamed or deactivated, so saving a
 * profile never drops one silently.
 */
export function ServicesChecklist(props: ServicesChecklistProps) {
  const { available, value, labelOf = (name: string) => name } = props;
  const names = [...available, ...value.filter((name) => !available.includes(name))];
  if (names.length === 0) return <p className="text-sm text-slate-600">{props.emptyText}</p>;
  return (
    <CheckboxGroup
      legend={props.legend}
      options={names.map((name) => ({ value: name, label: labelOf(name) }))}
      value={value}
      onChange={props.onChange}
      disabled={props.disabled}
      columnsClassName="sm:grid-cols-2"
    />
  );
}
