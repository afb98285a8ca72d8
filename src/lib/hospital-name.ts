/** A hospital's name with its city, for lists that mix cities: "Apollo Hospital, New Delhi"; a name that says its city already is left as it is. */
export function hospitalWithCity(hospital: { name: string; city: string }): string {
  return hospital.name.toLowerCase().includes(hospital.city.toLowerCase()) ? hospital.name : `${hospital.name}, ${hospital.city}`;
}
