import p01 from './assets/partner-01.svg';
import p02 from './assets/partner-02.svg';
import p03 from './assets/partner-03.svg';
import p04 from './assets/partner-04.svg';
import p05 from './assets/partner-05.svg';
import p06 from './assets/partner-06.svg';
import p07 from './assets/partner-07.svg';
import p08 from './assets/partner-08.svg';
import p09 from './assets/partner-09.svg';
import p10 from './assets/partner-10.svg';
import p11 from './assets/partner-11.svg';
import p12 from './assets/partner-12.svg';

export interface Partner {
  name: string;
  logo: string;
}

/** The firm's 12 partners (spec section 9). */
export const PARTNERS: readonly Partner[] = [
  { name: 'АгроЛекс', logo: p01 },
  { name: 'Буд Гарант', logo: p02 },
  { name: 'Фінанс Довіра', logo: p03 },
  { name: 'Нотаріус Плюс', logo: p04 },
  { name: 'Медіація UA', logo: p05 },
  { name: 'Страх Захист', logo: p06 },
  { name: 'Оцінка Експерт', logo: p07 },
  { name: 'Аудит Партнер', logo: p08 },
  { name: 'Логістик Сервіс', logo: p09 },
  { name: 'Переклад Про', logo: p10 },
  { name: 'Кадастр Інфо', logo: p11 },
  { name: 'Експертиза Центр', logo: p12 },
];
