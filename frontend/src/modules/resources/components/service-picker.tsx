import { Checkbox } from '@blueprintjs/core';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';

type ServicePickerProps = {
  legend: string;
  services: readonly Service[];
  selected: readonly string[];
  problem?: string;
  onChange(ids: string[]): void;
};

// Which services a room or device serves: a checkbox per service, grouped by category. Archived
// services are offered only while still selected, so a choice made before archiving can be undone.
export function ServicePicker({ legend, services, selected, problem, onChange }: ServicePickerProps) {
  const offered = services.filter((service) => !service.archived || selected.includes(service.id));
  const byCategory = new Map<string, Service[]>();
  for (const service of [...offered].sort((a, b) => a.name.localeCompare(b.name))) {
    byCategory.set(service.categoryName, [...(byCategory.get(service.categoryName) ?? []), service]);
  }
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...selected, id] : selected.filter((candidate) => candidate !== id));

  return (
    <fieldset className="catalogue-picker" aria-describedby={problem ? 'service-picker-error' : undefined}>
      <legend>
        {legend} <span className="catalogue-muted">({selected.length} chosen)</span>
      </legend>
      {offered.length === 0 ? <p className="catalogue-muted">There are no services yet. Add them on the Services screen first.</p> : null}
      <div className="catalogue-picker-scroll">
        {[...byCategory.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([category, list]) => (
            <div key={category} role="group" aria-label={category} className="catalogue-picker-group">
              <div className="catalogue-picker-category" aria-hidden="true">
                {category}
              </div>
              {list.map((service) => (
                <Checkbox
                  key={service.id}
                  label={service.archived ? `${service.name} (archived)` : service.name}
                  checked={selected.includes(service.id)}
                  onChange={(event) => toggle(service.id, event.currentTarget.checked)}
                />
              ))}
            </div>
          ))}
      </div>
      {problem ? (
        <p id="service-picker-error" className="catalogue-field-error">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
