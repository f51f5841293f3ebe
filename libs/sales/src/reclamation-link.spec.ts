import { loadConfig } from '@app/infrastructure';
import { ReclamationLinks } from './reclamation-link';

const links = (secret = 's'.repeat(32)) => new ReclamationLinks(loadConfig({ JWT_SECRET: secret, PUBLIC_BASE_URL: 'https://angebot.example.de' }));

describe('ReclamationLinks', () => {
  const buyer = { id: 12, apiKey: 'a'.repeat(48) };

  it('signs a token bound to the organisation and its current apiKey', () => {
    const signer = links();
    const token = signer.organisationToken(buyer);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verifyOrganisationToken(buyer, token)).toBe(true);
    // Another organisation, a regenerated apiKey, another server secret or a changed token: refused.
    expect(signer.verifyOrganisationToken({ ...buyer, id: 13 }, token)).toBe(false);
    expect(signer.verifyOrganisationToken({ ...buyer, apiKey: 'b'.repeat(48) }, token)).toBe(false);
    expect(links('t'.repeat(32)).verifyOrganisationToken(buyer, token)).toBe(false);
    expect(signer.verifyOrganisationToken(buyer, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(signer.verifyOrganisationToken(buyer, '')).toBe(false);
  });

  it('cannot be used as a per-lead signature or the other way round', () => {
    const signer = links();
    expect(signer.verify(12, 4711, signer.organisationToken(buyer))).toBe(false);
    expect(signer.verifyOrganisationToken(buyer, signer.signature(12, 4711))).toBe(false);
  });

  it('keeps the per-lead signature of links already sent valid for that lead only', () => {
    const signer = links();
    const sig = signer.signature(12, 4711);
    expect(signer.verify(12, 4711, sig)).toBe(true);
    expect(signer.verify(12, 4712, sig)).toBe(false);
    expect(signer.verify(13, 4711, sig)).toBe(false);
  });

  it('links the complaint page with the token', () => {
    const signer = links();
    expect(signer.link(buyer, 4711)).toBe(`https://angebot.example.de/reclamation/12?lead=4711&token=${signer.organisationToken(buyer)}`);
  });
});
