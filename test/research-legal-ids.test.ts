import { expect } from 'chai';
import { findLegalIds, isValidPib } from '../src/research/extract/legal-ids.js';

/** Legal identifiers: only next to their label, checksums checked where they exist, invalid ones flagged. */
describe('website research: legal identifiers', () => {
  const ids = (text: string) => findLegalIds(text).map(({ type, value, valid }) => [type, value, valid]);

  it('reads a UK footer: company number and VAT number, with HMRC’s checksum', () => {
    expect(ids('Smile Dental Ltd. Registered in England and Wales No. 8123456. VAT No: GB 980 7806 84')).to.deep.equal([
      ['uk_company_number', '08123456', null],
      ['uk_vat', 'GB980780684', true],
    ]);
    expect(ids('Company No. SC123456 · VAT Reg. No. GB 123 4567 89')).to.deep.equal([
      ['uk_company_number', 'SC123456', null],
      ['uk_vat', 'GB123456789', false],
    ]);
  });

  it('reads Serbian matični broj and PIB in Latin and Cyrillic, checking the PIB (ISO 7064 MOD 11,10)', () => {
    expect(isValidPib('101134702')).to.equal(true);
    expect(isValidPib('101134703')).to.equal(false);
    expect(ids('Matični broj: 07012345 | PIB: 101134702')).to.deep.equal([
      ['rs_mb', '07012345', null],
      ['rs_pib', '101134702', true],
    ]);
    expect(ids('МБ: 20712345\nПИБ: 101134703')).to.deep.equal([
      ['rs_mb', '20712345', null],
      ['rs_pib', '101134703', false],
    ]);
  });

  it('reads a German Impressum: Handelsregister number and USt-IdNr.', () => {
    expect(ids('Registergericht: Amtsgericht München\nRegisternummer: HRB 123456\nUmsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE 136 695 976')).to.deep.equal([
      ['de_register', 'HRB 123456', null],
      ['de_vat', 'DE136695976', true],
    ]);
  });

  it('reads other EU VAT numbers behind their label', () => {
    expect(ids('BTW: NL123456789B01 KvK 12345678\nUID: ATU12345678')).to.deep.equal([
      ['eu_vat', 'NL123456789B01', null],
      ['eu_vat', 'ATU12345678', null],
    ]);
  });

  it('ignores numbers without their label, longer digit runs, file sizes and phone numbers', () => {
    expect(ids('Call 011 1234567. Order 12345678. Download (25 MB 12345678). PIB: 1234567890. Tel: 101134702x')).to.deep.equal([]);
    expect(ids('MBA programme 12345678')).to.deep.equal([]);
  });

  it('points at the label and the number so the evidence holds both', () => {
    const text = 'Firma d.o.o., Beograd\nPoreski identifikacioni broj: 101134702';
    const [id] = findLegalIds(text);
    expect(text.slice(id!.index, id!.end)).to.equal('Poreski identifikacioni broj: 101134702');
    expect(id!.raw).to.equal('101134702');
  });
});
