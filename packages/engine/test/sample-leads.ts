/** A small lead list shared by the engine's tests and the fuzzer's seeds: header plus five messy rows. */
export const SAMPLE_LEAD_LINES: readonly string[] = [
  'First Name,Last Name,Email,Phone,Company,Country,Job Title',
  'jane,DOE,Jane.Doe@Acme-Widgets.com,(415) 555-2671,acme widgets inc,USA,VP Sales',
  'Bob,Stone,bob@mailinator.com,+44 7911 123456,,UK,',
  'J,Doe,jane.doe+promo@acme-widgets.com,,Acme Widgets,United States,',
  'Omar,Haddad,omar@@broken,n/a,Globex,Deutschland,Intern',
  'Ann,Lee,sales@globex-corp.com,030 1234567,Globex Corp,DE,Head of IT',
];
