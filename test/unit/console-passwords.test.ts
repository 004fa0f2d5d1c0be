import { expect } from 'chai';
import { hashPassword, MIN_PASSWORD_LENGTH, passwordProblem, verifyPassword } from '../../src/domain/console/passwords.js';

describe('console passwords', () => {
  const inputs = ['ana.novak@example.com', 'Ana Novak'];

  it('accepts a long, unguessable password', () => {
    expect(passwordProblem('violet harbour tangent ninety', inputs)).to.equal(null);
    expect(passwordProblem('p8#Zr!m2Lq9v', inputs)).to.equal(null);
  });

  it(`refuses fewer than ${MIN_PASSWORD_LENGTH} characters, counted as characters rather than bytes`, () => {
    expect(passwordProblem('Xk7#pQ2!mZ9', inputs)).to.match(/at least 12 characters/);
    expect(passwordProblem('ŽđšćčŽđšćčŽ', inputs), '11 letters, 22 bytes').to.match(/at least 12 characters/);
  });

  it('refuses common and breached passwords, keyboard patterns, and ones built from the email, name or service, with a sentence', () => {
    const cases: [string, RegExp][] = [
      ['password1234', /commonly used password/],
      ['qwertyuiop12', /commonly used password|keyboard/],
      ['ana.novak@example.com', /built from your email address/],
      ['ana.novak2024', /built from your email address/],
      ['AnaNovakAnaNovak', /built from your email address, your name/],
      ['Ana Novak 1990', /built from your email address, your name/],
      ['leadbaseleadbase', /service’s name/],
      ['aaaaaaaaaaaaaaa', /Repeated characters/],
    ];
    for (const [password, message] of cases) {
      const problem = passwordProblem(password, inputs);
      expect(problem, password)
        .to.match(message)
        .and.match(/Choose a password that is harder to guess/);
    }
  });

  it('hashes with scrypt and its parameters, a fresh salt each time, and verifies', async function () {
    this.timeout(20_000);
    const [first, second] = await Promise.all([hashPassword('violet harbour tangent ninety'), hashPassword('violet harbour tangent ninety')]);
    const [scheme, n, r, p, salt, hash] = first.split('$');
    expect([scheme, n, r, p]).to.deep.equal(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt, 'base64')).to.have.length(16);
    expect(Buffer.from(hash, 'base64')).to.have.length(64);
    expect(second).not.to.equal(first);
    expect(await verifyPassword('violet harbour tangent ninety', first)).to.equal(true);
    expect(await verifyPassword('violet harbour tangent ninetY', first)).to.equal(false);
    expect(await verifyPassword('anything', 'not a hash')).to.equal(false);
  });
});
