// Clients as booking finds them. phone_digits keeps only the digits of phone, so "(312) 555-0142" is
// found by "3125550142", "312555" (prefix) or "0142" (suffix, through the reversed index).
export interface ClientTable {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  phone_digits: string;
  email: string;
  created_at: Date;
  updated_at: Date;
}
