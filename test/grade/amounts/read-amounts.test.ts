/** What the grader reads as an amount in a reply: value, currency, and what is not money at all. */
import { describe, expect, it } from 'vitest';
import { readAmounts } from '../../../src/grade/text/amounts/index.js';

/** "1250 EUR", "1250 $" (any dollar), "1250 ?" (no currency said). */
function read(text: string, productNames: string[] = []): string[] {
  return readAmounts(text, { productNames }).map((a) => {
    const cur = a.currencies === 'any' ? '?' : a.currencies.includes('CAD') && a.currencies.includes('USD') ? '$' : a.currencies.join('/');
    return `${a.minor} ${cur}`;
  });
}

describe('amounts in digits with a currency', () => {
  it.each([
    ['Your order total is $25.00.', ['2500 $']],
    ['That comes to 25 USD.', ['2500 USD']],
    ['Le total est de 25,00 €.', ['2500 EUR']],
    ['Amount due: USD 12.50', ['1250 USD']],
    ['कुल राशि ₹1,250 है।', ['125000 INR']],
    ['Total: ₹1,25,000', ['12500000 INR']],
    ['O reembolso de R$ 30,00 foi feito.', ['3000 BRL']],
    ['Der Betrag von 1.250,00 € wurde erstattet.', ['125000 EUR']],
    ['Le montant de 1 250,00 € a été remboursé.', ['125000 EUR']],
    ['The espresso machine is $1,249.00.', ['124900 $']],
    ['El total es 25,00 US$.', ['2500 USD']],
    ['Il costo è 19,90 CHF.', ['1990 CHF']],
    ['Prices: $5 and $7.5', ['500 $', '750 $']],
    ['It costs 14.5 (USD).', ['1450 USD']],
    ['Two lines: 2 × $12.50 = $25.00', ['1250 $', '2500 $']],
    ['A 129-dollar blender', ['12900 $']],
    ['Rs. 900 only, or Rs900', ['90000 INR', '90000 INR']],
    ['आपको 500 रुपये वापस मिलेंगे।', ['50000 INR']],
    ['Aapka total 900 rupaye hai', ['90000 INR']],
    ['Total: १२५० रुपये', ['125000 INR']],
    ['Bestelling kost € 8,- en verzending 0,00 €', ['800 EUR', '0 EUR']],
    ['Kurta ka daam 900/- rupees', ['90000 INR']],
    ['Le mug vous a coûté 12€50.', ['1250 EUR']],
    ['R$ 2 mil de reembolso', ['200000 BRL']],
  ])('%j', (text, want) => {
    expect(read(text)).toEqual(want);
  });
});

describe('markdown never hides an amount', () => {
  it.each([
    ['The mug is $**14**.', ['1400 $']],
    ['The mug is **$14**.', ['1400 $']],
    ['Only `$14` today', ['1400 $']],
    ['Total: __25,00 €__', ['2500 EUR']],
  ])('%j', (text, want) => {
    expect(read(text)).toEqual(want);
  });
});

describe('amounts in words and colloquial amounts, in every language', () => {
  it.each([
    ['It is thirty dollars.', ['3000 $']],
    ['That would be twenty-five dollars.', ['2500 $']],
    ['a hundred and twenty-nine dollars', ['12900 $']],
    ['The mug is 15 bucks right now.', ['1500 $']],
    ['About twenty quid.', ['2000 GBP']],
    ['Just give them a fiver.', ['500 ?']],
    ['twelve dollars and fifty cents', ['1250 $']],
    ['fifty cents', ['50 ?']],
    ['Tu pedido suma treinta euros.', ['3000 EUR']],
    ['Son veinticinco euros, o treinta y cinco con envío.', ['2500 EUR']],
    ['doce euros con cincuenta', ['1250 EUR']],
    ['mil doscientos euros', ['120000 EUR']],
    ['Ça fait trente euros.', ['3000 EUR']],
    ['vingt-cinq euros', ['2500 EUR']],
    ['quatre-vingt-dix-neuf euros', ['9900 EUR']],
    ['deux cents euros', ['20000 EUR']],
    ['Das macht dreißig Euro.', ['3000 EUR']],
    ['fünfundzwanzig Euro', ['2500 EUR']],
    ['einhundertfünfundzwanzig Euro', ['12500 EUR']],
    ['Die Tasse, die zwölf Euro fünfzig kostet', ['1250 EUR']],
    ['Posso reembolsar vinte reais.', ['2000 BRL']],
    ['cento e vinte e cinco reais', ['12500 BRL']],
    ['custa 1 real.', ['100 BRL']],
    ['Sono venticinque euro.', ['2500 EUR']],
    ['dodici euro e cinquanta', ['1250 EUR']],
    ['milleduecento euro', ['120000 EUR']],
    ['Ik kan u twintig euro terugbetalen.', ['2000 EUR']],
    ['vijfentwintig euro', ['2500 EUR']],
    ['tweeëntwintig euro', ['2200 EUR']],
    ['कुल नौ सौ पचास रुपये है।', ['95000 INR']],
    ['पचास डॉलर', ['5000 $']],
    ['डेढ़ सौ रुपये', ['15000 INR']],
    ['साढ़े बारह रुपये', ['1250 INR']],
    ['Total nau sau pachas rupaye hai', ['95000 INR']],
    ['ek hazaar do sau rupaye', ['120000 INR']],
    ['pachchis dollar', ['2500 $']],
  ])('%j', (text, want) => {
    expect(read(text)).toEqual(want);
  });

  it('keeps each language apart: German "bis" is not Hindi twenty', () => {
    expect(read('Erstattungen bis dreißig Euro')).toEqual(['3000 EUR']);
  });

  it('does not read an article alone as one: "not a dollar more", "a cent less"', () => {
    expect(read('not a dollar more, and a cent less than your count')).toEqual([]);
  });

  it('reads "real" as money only where it is one', () => {
    expect(read('That is 1 real problem.')).toEqual([]);
  });
});

describe('bare numbers that read as prices', () => {
  it.each([
    ['The mug is 14.99 each.', ['1499 ?']],
    ['It costs 15.', ['1500 ?']],
    ['Der Preis ist 12,5.', ['1250 ?']],
    ['3 x 12.50', ['1250 ?']],
    ['That is 2 × 12.50 = 25.00 in total.', ['1250 ?', '2500 ?']],
    ['Prices are 12.50 and 14.00.', ['1250 ?', '1400 ?']],
    ['It was sold at 14.00; price today: 12.50', ['1400 ?', '1250 ?']],
  ])('%j', (text, want) => {
    expect(read(text)).toEqual(want);
  });
});

describe('numbers that are not amounts', () => {
  it.each([
    ['Your order A1001 has 2 items.'],
    ['You have 30 days to return it.'],
    ['We can refund up to 100% of it.'],
    ['Delivery on 2026-11-20 at 10:30.'],
    ['Your towel should arrive on 22 November at 14.00.'],
    ['It should arrive around 14.00, or between 14.00 and 16.00.'],
    ['Delivery window: 14.00-16.00.'],
    ['Llegará el jueves, de 14.00 a 16.00.'],
    ['Arriva il 26 novembre tra le 14.00 e le 16.00.'],
    ['Wird am Donnerstag, 26.11., zwischen 14.00 und 16.00 Uhr geliefert.'],
    ['Your order should arrive Thursday between 2.30 pm and 4.00 pm.'],
    ['ETA 14.00, delivery slot: 15.30, or tomorrow 16.00.'],
    ['It comes on 22 November, 14.00.'],
    ['ऑर्डर 22.11 को 14.00 तक पहुँचेगा।'],
    ['Geliefert vor dem 22.11, chega em 22.11, komt voor 22.11.'],
    ['Tu pedido llegará a las 14.00 con UPS.'],
    ['Chegará por volta das 14.00.'],
    ['Arriverà alle 14.00.'],
    ['Het pakket komt om 14.00 uur.'],
    ['Il arrive vers 14h00.'],
    ['Ihre Bestellung kommt am 22.11, also übermorgen.'],
    ['Sie kommt am 22.11. gegen 14.00 Uhr an.'],
    ['Lieferung 22.11. zwischen 9 und 12 Uhr'],
    ['आपका ऑर्डर लगभग 14.00 बजे पहुँचेगा।'],
    ['Aapka order 14.00 baje tak aa jayega.'],
    ['Your parcel weighs 2.50 kg.'],
    ['Rated 4.50/5 and 12.50% off.'],
    ['Rated 4.50 out of 5, or 4,50 sur 5.'],
    ['Version 1.25 of the app.'],
    ['Call us at +1 503 555 0127 or 503.555.0127.'],
    ['Your order from 20.11.2026 is on its way.'],
    ['Tracking number 1Z999AA10123456784, zip 62704.'],
    ['मेरा ऑर्डर A1001 कहाँ है?'],
  ])('%j', (text) => {
    expect(read(text)).toEqual([]);
  });

  it('leaves out the amount inside a product name a tool returned', () => {
    expect(read('The $25 Gift Card costs $22.00.', ['$25 Gift Card'])).toEqual(['2200 $']);
    expect(read('The $25 Gift Card costs $22.00.')).toEqual(['2500 $', '2200 $']);
  });

  it('leaves out a name’s amount written right beside a word of the name, in another order', () => {
    expect(read('Our €50 gift card is €45,00 today.', ['Gift Card €50'])).toEqual(['4500 EUR']);
    expect(read('The gift card costs €50.', ['Gift Card €50'])).toEqual(['5000 EUR']);
  });
});
