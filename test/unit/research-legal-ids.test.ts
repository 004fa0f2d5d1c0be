import { expect } from 'chai';
import { findLegalIds, isValidPib, LEGAL_ID_TYPES, type LegalIdMatch } from '../../src/research/extract/legal-ids.js';

/** Legal identifiers: only right next to their label on the same line, checksums checked where they exist, invalid ones flagged. */
describe('website research: legal identifiers', () => {
  const ids = (text: string) => findLegalIds(text).map(({ type, value, valid }) => [type, value, valid]);
  /** Every match: its evidence slice starts with the label and ends with `raw`, exactly as written. */
  const checkOffsets = (text: string, matches: LegalIdMatch[]) => {
    for (const id of matches) {
      const evidence = text.slice(id.index, id.end);
      expect(evidence.endsWith(id.raw), evidence).to.equal(true);
      // A Handelsregister number carries its own label ("HRB"); everything else has one in front.
      if (id.type === 'de_register')
        expect(evidence, evidence)
          .to.equal(id.raw)
          .and.match(/^HR ?[AB]/);
      else expect(evidence.length, evidence).to.be.greaterThan(id.raw.length);
      expect(evidence, 'one line').not.to.include('\n');
    }
  };

  it('exports the identifier types', () => {
    expect(LEGAL_ID_TYPES).to.deep.equal(['uk_company_number', 'uk_vat', 'rs_mb', 'rs_pib', 'de_register', 'de_vat', 'eu_vat']);
  });

  describe('isValidPib (ISO 7064 MOD 11,10)', () => {
    it('accepts PIBs whose ninth digit is the check digit', () => {
      // 101134702 by hand: p=10 → 2,4,10,2,10,8,10,9; check (11−9) mod 10 = 2 ✓
      expect(isValidPib('101134702')).to.equal(true);
      expect(isValidPib('100000024')).to.equal(true);
    });
    it('rejects a wrong check digit and anything that is not nine digits', () => {
      expect(isValidPib('101134703')).to.equal(false);
      expect(isValidPib('100000025')).to.equal(false);
      for (const bad of ['10113470', '1011347020', '', '10113470a', ' 101134702', '101 134 702']) expect(isValidPib(bad), bad).to.equal(false);
    });
  });

  describe('UK', () => {
    it('reads a footer: company number (7 digits padded to 8) and VAT number with HMRC’s checksum', () => {
      const text = 'Smile Dental Ltd. Registered in England and Wales No. 8123456. VAT No: GB 980 7806 84';
      const found = findLegalIds(text);
      expect(ids(text)).to.deep.equal([
        ['uk_company_number', '08123456', null],
        ['uk_vat', 'GB980780684', true],
      ]);
      expect(found.map((id) => id.raw)).to.deep.equal(['8123456', 'GB 980 7806 84']);
      expect(text.slice(found[1].index, found[1].end)).to.equal('VAT No: GB 980 7806 84');
    });

    it('reads the label variants', () => {
      expect(ids('Company No. SC123456')).to.deep.equal([['uk_company_number', 'SC123456', null]]);
      expect(ids('Company Number: 01234567')).to.deep.equal([['uk_company_number', '01234567', null]]);
      expect(ids('Company Registration Number 01234567')).to.deep.equal([['uk_company_number', '01234567', null]]);
      expect(ids('Registered in England & Wales under number OC301234')).to.deep.equal([['uk_company_number', 'OC301234', null]]);
      expect(ids('Registered in Scotland No. SC765432')).to.deep.equal([['uk_company_number', 'SC765432', null]]);
      expect(ids('Reg. No: 09876543')).to.deep.equal([['uk_company_number', '09876543', null]]);
      expect(ids('CRN 12345678')).to.deep.equal([['uk_company_number', '12345678', null]]);
    });

    it('checks UK VAT numbers: mod 97, mod 97 with 55, unprefixed, branch form, invalid flagged', () => {
      expect(ids('VAT Number: GB123456782')).to.deep.equal([['uk_vat', 'GB123456782', true]]);
      expect(ids('VAT Registration Number: 123 4567 27')).to.deep.equal([['uk_vat', 'GB123456727', true]]);
      expect(ids('VAT Reg. No. GB 123 4567 89')).to.deep.equal([['uk_vat', 'GB123456789', false]]);
      expect(ids('VAT Reg No: GB 980 7806 84 001')).to.deep.equal([['uk_vat', 'GB980780684001', true]]);
    });

    it('does not take a VAT registration number for a company number', () => {
      expect(ids('VAT Registration No. 12345678 · VAT Reg. No. 1234567')).to.deep.equal([]);
    });
  });

  describe('Serbia', () => {
    it('reads matični broj and PIB in Latin script, checking the PIB', () => {
      const text = 'Stomatološka ordinacija Osmeh d.o.o. | Matični broj: 07012345 | PIB: 101134702';
      expect(ids(text)).to.deep.equal([
        ['rs_mb', '07012345', null],
        ['rs_pib', '101134702', true],
      ]);
      checkOffsets(text, findLegalIds(text));
    });

    it('reads them in Cyrillic and flags an invalid PIB', () => {
      const text = 'Осмех д.о.о., Београд\nМатични број: 20712345\nПИБ: 101134703';
      const found = findLegalIds(text);
      expect(ids(text)).to.deep.equal([
        ['rs_mb', '20712345', null],
        ['rs_pib', '101134703', false],
      ]);
      expect(text.slice(found[1].index, found[1].end)).to.equal('ПИБ: 101134703');
      expect(ids('МБ 20712345, Порески идентификациони број 100000024')).to.deep.equal([
        ['rs_mb', '20712345', null],
        ['rs_pib', '100000024', true],
      ]);
    });

    it('reads the short and undiacritic labels', () => {
      expect(ids('Maticni broj 07012345; MB: 17012345; Mat. br. 27012345')).to.deep.equal([
        ['rs_mb', '07012345', null],
        ['rs_mb', '17012345', null],
        ['rs_mb', '27012345', null],
      ]);
      expect(ids('Matic\u030cni broj: 07012345')).to.deep.equal([['rs_mb', '07012345', null]]);
    });

    it('takes MB only as a whole word, and not as a file size', () => {
      expect(ids('Cenovnik (PDF, 25 MB) 12345678')).to.deep.equal([]);
      expect(ids('Download 25 MB 12345678')).to.deep.equal([]);
      expect(ids('MBA program 12345678')).to.deep.equal([]);
      expect(ids('EMB 12345678')).to.deep.equal([]);
    });

    it('ignores a PIB label followed by a longer digit run, and an MB label followed by a PIB-length number', () => {
      expect(ids('PIB: 1234567890')).to.deep.equal([]);
      expect(ids('PIB: 1011347020')).to.deep.equal([]);
      expect(ids('MB: 101134702')).to.deep.equal([]);
      expect(ids('PIB 10113470')).to.deep.equal([]);
    });
  });

  describe('Germany', () => {
    it('reads an Impressum: Handelsregister number and USt-IdNr. with the § 27 a phrase', () => {
      const text = [
        'Zahnarztpraxis Dr. Müller GmbH',
        'Registergericht: Amtsgericht München',
        'Registernummer: HRB 123456',
        'Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE 136 695 976',
      ].join('\n');
      expect(ids(text)).to.deep.equal([
        ['de_register', 'HRB 123456', null],
        ['de_vat', 'DE136695976', true],
      ]);
      checkOffsets(text, findLegalIds(text));
    });

    it('reads register numbers with the court on the same line and a Berlin suffix', () => {
      expect(ids('Amtsgericht München HRB 123456')).to.deep.equal([['de_register', 'HRB 123456', null]]);
      expect(ids('Handelsregister: Amtsgericht Charlottenburg, HRB 98765 B')).to.deep.equal([['de_register', 'HRB 98765 B', null]]);
      expect(ids('Registergericht Köln HRA12345')).to.deep.equal([['de_register', 'HRA 12345', null]]);
      expect(ids('HRB 1234567')).to.deep.equal([]);
    });

    it('reads the USt-IdNr. label variants and flags a wrong check digit', () => {
      expect(ids('USt-IdNr.: DE136695976')).to.deep.equal([['de_vat', 'DE136695976', true]]);
      expect(ids('USt.-ID: DE136695977')).to.deep.equal([['de_vat', 'DE136695977', false]]);
      expect(ids('VAT ID: DE 136695976')).to.deep.equal([['de_vat', 'DE136695976', true]]);
      expect(ids('VAT-ID DE136695976')).to.deep.equal([['de_vat', 'DE136695976', true]]);
    });

    it('does not read a Steuernummer or a bank account as a VAT number', () => {
      expect(ids('Steuernummer: 143/123/45678\nIBAN: DE89 3704 0044 0532 0130 00\nBIC: COBADEFFXXX')).to.deep.equal([]);
    });
  });

  describe('other EU VAT numbers', () => {
    it('reads the Austrian UID-Nummer and the Polish NIP UE labels, and a French number in a table row', () => {
      expect(ids('UID-Nummer: ATU 63918274')).to.deep.equal([['eu_vat', 'ATU63918274', null]]);
      expect(ids('NIP UE\nPL5252344078')).to.deep.equal([['eu_vat', 'PL5252344078', null]]);
      expect(ids('N° TVA intracommunautaire FR 19 812345676')).to.deep.equal([['eu_vat', 'FR19812345676', null]]);
    });
    it('reads them behind their labels in their country format', () => {
      expect(ids('BTW: NL123456789B01 KvK 12345678\nUID: ATU12345678')).to.deep.equal([
        ['eu_vat', 'NL123456789B01', null],
        ['eu_vat', 'ATU12345678', null],
      ]);
      expect(ids('N° TVA intracommunautaire : FR 40 303265045')).to.deep.equal([['eu_vat', 'FR40303265045', null]]);
      expect(ids('P.IVA IT01234567890')).to.deep.equal([['eu_vat', 'IT01234567890', null]]);
      expect(ids('VAT: BE 0123.456.789')).to.deep.equal([['eu_vat', 'BE0123456789', null]]);
      expect(ids('USt-IdNr.: ATU12345678')).to.deep.equal([['eu_vat', 'ATU12345678', null]]);
    });

    it('stops at the number when an uppercase word follows, but not when more digits do', () => {
      const text = 'BTW: NL123456789B01 KVK 12345678';
      const [id] = findLegalIds(text);
      expect(id).to.deep.include({ type: 'eu_vat', value: 'NL123456789B01', raw: 'NL123456789B01' });
      expect(text.slice(id.index, id.end)).to.equal('BTW: NL123456789B01');
      expect(ids('VAT: GB123456789 12345')).to.deep.equal([]);
    });

    it('ignores non-EU prefixes, wrong formats and IBANs behind a VAT label', () => {
      expect(ids('VAT: US123456789')).to.deep.equal([]);
      expect(ids('BTW: NL123456789')).to.deep.equal([]);
      expect(ids('IBAN/VAT: NL91ABNA0417164300')).to.deep.equal([]);
      expect(ids('TVA: 20%')).to.deep.equal([]);
    });
  });

  describe('precision', () => {
    it('ignores bare numbers without a label', () => {
      expect(ids('Order 12345678. Invoice 101134702. Ref GB123456782. DE136695976. 07012345')).to.deep.equal([]);
    });

    it('does not capture phone numbers or bank accounts near labels', () => {
      expect(ids('PIB: 101134702, Tel: 011 3456789')).to.deep.equal([['rs_pib', '101134702', true]]);
      expect(ids('Tel: +381 11 345 6789 MB')).to.deep.equal([]);
      expect(ids('MB: +381 64 1234567')).to.deep.equal([]);
      expect(ids('PIB: 011/345-6789')).to.deep.equal([]);
      expect(ids('Company No: 020 7946 0958')).to.deep.equal([]);
      expect(ids('VAT No: +44 20 7946 0958')).to.deep.equal([]);
      expect(ids('Tekući račun: 160-0000000123456-78, PIB 101134702')).to.deep.equal([['rs_pib', '101134702', true]]);
      expect(ids('PIB: 160-0000000123456-78')).to.deep.equal([]);
    });

    it('needs the number on the label’s line, at most a few separators away, or alone after a label line (dt/dd, table cells)', () => {
      expect(ids('PIB:\n101134702')).to.deep.equal([['rs_pib', '101134702', true]]);
      expect(ids('Company No.\n01234567')).to.deep.equal([['uk_company_number', '01234567', null]]);
      expect(ids('PIB:\nsee below\n101134702')).to.deep.equal([]);
      expect(ids('Contact us\n101134702')).to.deep.equal([]);
      expect(ids('PIB: see below 101134702')).to.deep.equal([]);
      expect(ids('PIB : 101134702')).to.deep.equal([['rs_pib', '101134702', true]]);
      expect(ids('PIB – 101134702')).to.deep.equal([['rs_pib', '101134702', true]]);
      expect(ids('PIB :  -  101134702')).to.deep.equal([]);
    });
  });

  it('deduplicates within a call and keeps text order', () => {
    const text = 'PIB: 101134702 · MB: 07012345\nKontakt …\nMatični broj 07012345 | PIB 101134702 | MB 17012345';
    expect(ids(text)).to.deep.equal([
      ['rs_pib', '101134702', true],
      ['rs_mb', '07012345', null],
      ['rs_mb', '17012345', null],
    ]);
    const found = findLegalIds(text);
    expect(found[0].index).to.equal(0);
    expect(found[1].index).to.equal(text.indexOf('MB: 07012345'));
  });

  it('points at the label and the number so the evidence holds both', () => {
    const text = 'Firma d.o.o., Beograd\nPoreski identifikacioni broj: 101134702';
    const [id] = findLegalIds(text);
    expect(text.slice(id.index, id.end)).to.equal('Poreski identifikacioni broj: 101134702');
    expect(id.raw).to.equal('101134702');
    const uk = 'Acme Widgets Ltd · Company Registration Number: 01234567 · VAT Registration Number: GB 123 4567 82';
    const found = findLegalIds(uk);
    expect(found.map((m) => uk.slice(m.index, m.end))).to.deep.equal(['Company Registration Number: 01234567', 'VAT Registration Number: GB 123 4567 82']);
    checkOffsets(uk, found);
  });
});
