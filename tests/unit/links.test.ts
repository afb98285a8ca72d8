import { describe, expect, it } from 'vitest';
import { consultationHref } from '../../src/lib/links';
import { menuPanelId } from '../../src/lib/menu-ids';

describe('the consultation form\'s address', () => {
  it('is the form alone without a choice, and with the choices given otherwise', () => {
    expect(consultationHref()).toBe('/coordinator-connect');
    expect(consultationHref({ package: 'ibd-crohns', contact: 'video' })).toBe('/coordinator-connect?package=ibd-crohns&contact=video');
    expect(consultationHref({ package: '', hospital: 'apollo-delhi' })).toBe('/coordinator-connect?hospital=apollo-delhi');
  });
});

describe('a menu group\'s panel', () => {
  it('has an id made from the group\'s', () => {
    expect(menuPanelId('colorectal-treatments')).toBe('menu-panel-colorectal-treatments');
  });
});
