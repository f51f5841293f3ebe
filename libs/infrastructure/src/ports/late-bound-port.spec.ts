import { LateBoundPort } from './late-bound-port';

interface Greeting {
  greet(name: string): string;
}

class Greeter extends LateBoundPort<Greeting> {
  constructor(absent?: Greeting) {
    super('Begrüßung', 'GreetingModule', absent);
  }
}

describe('LateBoundPort', () => {
  it('fails loudly, naming the missing module, while nothing is bound and no stand-in is given', () => {
    expect(() => new Greeter().bound.greet('Ada')).toThrow('Begrüßung: nicht angeschlossen (GreetingModule fehlt)');
  });

  it('hands calls to the bound implementation, which can be bound once only', () => {
    const port = new Greeter();
    port.bind({ greet: (name) => `Hallo ${name}` });
    expect(port.bound.greet('Ada')).toBe('Hallo Ada');
    expect(() => port.bind({ greet: () => '' })).toThrow('Begrüßung: schon angeschlossen');
  });

  it('answers with the stand-in in a process without the module, and with the implementation once bound', () => {
    const port = new Greeter({ greet: () => '' });
    expect(port.bound.greet('Ada')).toBe('');
    port.bind({ greet: (name) => `Hallo ${name}` });
    expect(port.bound.greet('Ada')).toBe('Hallo Ada');
  });
});
