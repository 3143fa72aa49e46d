import { SelectField } from '../../../ui/form-field';

export type LocationOption = { id: string; name: string };

type LocationFieldProps = {
  id: string;
  locations: readonly LocationOption[];
  problem?: string;
  value: string;
  onChange(locationId: string): void;
};

// Where the hours apply; "Choose a location" only while none is chosen.
export function LocationField({ id, locations, problem, value, onChange }: LocationFieldProps) {
  return (
    <SelectField
      id={id}
      label="Location"
      problem={problem}
      placeholder={value === '' ? 'Choose a location' : undefined}
      options={locations.map((location) => ({ value: location.id, label: location.name }))}
      value={value}
      onChange={onChange}
    />
  );
}
