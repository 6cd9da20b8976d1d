import type { FieldKind } from './fields';

/**
 * Header names per field, in English and the main European languages (es, fr, de, it, pt, nl).
 * Compared after {@link normalizeHeader}, so case, accents, spaces, dashes and underscores don't matter.
 */
export const HEADER_SYNONYMS: Readonly<Record<FieldKind, readonly string[]>> = {
  email: [
    'email', 'e-mail', 'mail', 'email address', 'e-mail address', 'mail address', 'emailaddress',
    'work email', 'business email', 'personal email', 'primary email', 'contact email', 'email 1', 'email 2',
    'correo', 'correo electronico', 'email corporativo', 'courriel', 'adresse email', 'adresse e-mail',
    'adresse mail', 'e-mail-adresse', 'emailadresse', 'posta elettronica', 'indirizzo email', 'e-mailadres',
    'emailadres', 'endereco de email', 'endereco de e-mail', 'correio eletronico',
  ],
  phone: [
    'phone', 'phone number', 'phonenumber', 'mobile', 'mobile phone', 'mobile number', 'cell', 'cell phone',
    'cellphone', 'tel', 'tel.', 'telephone', 'telephone number', 'work phone', 'office phone', 'business phone',
    'direct dial', 'direct phone', 'direct line', 'home phone', 'personal phone', 'contact phone', 'phone 1',
    'phone 2', 'main phone', 'company phone', 'telefono', 'telefono movil', 'movil', 'celular', 'telephone portable',
    'portable', 'numero de telephone', 'telefon', 'telefonnummer', 'handy', 'mobil', 'mobilnummer', 'cellulare',
    'numero di telefono', 'telefoon', 'telefoonnummer', 'mobiel', 'mobiele telefoon', 'telemovel', 'telefone',
  ],
  firstName: [
    'first name', 'firstname', 'first', 'given name', 'givenname', 'forename', 'fname', 'nombre', 'prenom',
    'vorname', 'nome', 'voornaam', 'primeiro nome',
  ],
  lastName: [
    'last name', 'lastname', 'last', 'surname', 'family name', 'familyname', 'lname', 'apellido', 'apellidos',
    'nom de famille', 'nom', 'nachname', 'familienname', 'cognome', 'achternaam', 'sobrenome', 'apelido',
  ],
  fullName: [
    'name', 'full name', 'fullname', 'contact name', 'contact', 'person', 'lead name', 'nombre completo',
    'nom complet', 'vollstandiger name', 'nome completo', 'volledige naam', 'naam',
  ],
  company: [
    'company', 'company name', 'companyname', 'organisation', 'organization', 'organisation name',
    'organization name', 'org', 'account', 'account name', 'employer', 'business', 'business name', 'empresa',
    'compania', 'entreprise', 'societe', 'firma', 'unternehmen', 'azienda', 'societa', 'bedrijf', 'bedrijfsnaam',
  ],
  title: [
    'title', 'job title', 'jobtitle', 'position', 'role', 'job role', 'designation', 'cargo', 'puesto', 'poste',
    'fonction', 'titre', 'berufsbezeichnung', 'position im unternehmen', 'titel', 'ruolo', 'qualifica', 'functie',
    'funcao',
  ],
  country: [
    'country', 'country name', 'country code', 'nation', 'pais', 'pays', 'land', 'paese', 'nazione',
  ],
  state: [
    'state', 'province', 'region', 'state/province', 'state or province', 'county', 'state code', 'estado',
    'provincia', 'region/state', 'bundesland', 'regione', 'provincie',
  ],
  city: ['city', 'town', 'suburb', 'locality', 'ciudad', 'ville', 'stadt', 'ort', 'citta', 'stad', 'cidade'],
  postcode: [
    'postcode', 'post code', 'postal code', 'postalcode', 'zip', 'zip code', 'zipcode', 'codigo postal', 'cp',
    'code postal', 'postleitzahl', 'plz', 'cap', 'postcode nl', 'cep',
  ],
  streetNumber: ['street number', 'street no', 'house number', 'hausnummer', 'huisnummer'],
  address: [
    'address', 'address 1', 'address line 1', 'address1', 'street', 'street address', 'mailing address',
    'direccion', 'adresse', 'strasse', 'indirizzo', 'adres', 'straat', 'endereco', 'morada',
  ],
  address2: ['address 2', 'address line 2', 'address2', 'suite', 'unit', 'apartment'],
  website: [
    'website', 'web site', 'url', 'domain', 'company domain', 'company website', 'web', 'homepage', 'site',
    'sitio web', 'site web', 'webseite', 'sito web', 'sito',
  ],
  linkedin: ['linkedin', 'linkedin url', 'linkedin profile', 'linkedin profile url', 'person linkedin url'],
};

/** Lower-cases, strips accents and turns separators into single spaces, so `E_Mail-Adresse` meets `e mail adresse`. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_\-./()[\]#:*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
