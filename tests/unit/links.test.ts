import { describe, expect, it } from 'vitest';
import { consultationHref } from '../../src/lib/links';
import { menuPanelId } from '../../src/lib/menu-ids';

describe('the consultation form\'s address', () => {
  it('leads to the form itself, without a choice and with the choices given otherwise', () => {
    expect(consultationHref()).toBe('/coordinator-connect#request-form');
    expect(consultationHref({ package: 'ibd-crohns', contact: 'video' })).toBe('/coordinator-connect?package=ibd-crohns&contact=video#request-form');
    expect(consultationHref({ package: '', hospital: 'apollo-delhi' })).toBe('/coordinator-connect?hospital=apollo-delhi#request-form');
  });
});

describe('a menu group\'s panel', () => {
  it('has an id made from the group\'s', () => {
    expect(menuPanelId('colorectal-treatments')).toBe('menu-panel-colorectal-treatments');
  });
});
