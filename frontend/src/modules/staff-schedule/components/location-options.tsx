export type LocationOption = { id: string; name: string };

// The <option>s of a location select; "Choose a location" only while none is chosen.
export function LocationOptions({ locations, chosen }: { locations: readonly LocationOption[]; chosen: string }) {
  return (
    <>
      {chosen === '' ? <option value="">Choose a location</option> : null}
      {locations.map((location) => (
        <option key={location.id} value={location.id}>
          {location.name}
        </option>
      ))}
    </>
  );
}
