/**
 * The car as an appointment names it, "Toyota Corolla 2021 (12-34567)" (lib/backend/bookings/access.ts
 * carName), isolated from the text around it: the plate kept whole and left to right, so an Arabic
 * line neither mirrors its brackets nor breaks it at its hyphen.
 */
export function CarName({ car }: { car: string }) {
  const parts = /^(.*\S)\s+\(([^()]+)\)$/.exec(car);
  if (!parts) return <bdi>{car}</bdi>;
  return (
    <bdi>
      {parts[1]} <span dir="ltr" className="whitespace-nowrap">({parts[2]})</span>
    </bdi>
  );
}
