import { Checkbox } from '@blueprintjs/core';
import type { PermissionCatalogueEntry } from '../permissions-queries';

type PermissionChecklistProps = {
  idPrefix: string;
  catalogue: readonly PermissionCatalogueEntry[];
  selected: readonly string[];
  disabled?: boolean;
  onChange(next: string[]): void;
};

// Areas in catalogue order, each with its permissions.
export function groupByArea(catalogue: readonly PermissionCatalogueEntry[]): [string, PermissionCatalogueEntry[]][] {
  const areas = new Map<string, PermissionCatalogueEntry[]>();
  for (const entry of catalogue) {
    const list = areas.get(entry.area) ?? [];
    list.push(entry);
    areas.set(entry.area, list);
  }
  return [...areas.entries()];
}

export function PermissionChecklist({ idPrefix, catalogue, selected, disabled, onChange }: PermissionChecklistProps) {
  const chosen = new Set(selected);
  // Keep names the catalogue no longer knows, so saving never drops them silently.
  const toggle = (names: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange([...next]);
  };
  return (
    <div className="permissions-checklist">
      {groupByArea(catalogue).map(([area, entries]) => {
        const names = entries.map((entry) => entry.name);
        const count = names.filter((name) => chosen.has(name)).length;
        return (
          <fieldset key={area} className="permissions-area" id={`${idPrefix}-${area.replace(/\W+/g, '-').toLowerCase()}`}>
            <legend className="permissions-area-legend">
              {area}{' '}
              <span className="permissions-muted">
                ({count} of {names.length})
              </span>
            </legend>
            <Checkbox
              className="permissions-select-all"
              label={`Select all in ${area}`}
              checked={count === names.length}
              indeterminate={count > 0 && count < names.length}
              disabled={disabled}
              onChange={(event) => toggle(names, event.currentTarget.checked)}
            />
            {entries.map((entry) => (
              <Checkbox
                key={entry.name}
                label={entry.label}
                title={entry.name}
                checked={chosen.has(entry.name)}
                disabled={disabled}
                onChange={(event) => toggle([entry.name], event.currentTarget.checked)}
              />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
