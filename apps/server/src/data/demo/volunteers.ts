/**
 * The volunteers' information of the demo (issue 36): two shifts today and tomorrow, two meeting points and two
 * contacts, in four languages and the organiser's order. Each row passes the domain's `VOLUNTEERS.input`
 * (generate.test.ts checks it), as if typed in the back office.
 */
import type { volunteerInfo } from '../../db/schema.ts'
import { lt } from './text.ts'
import { addMinutes, type Calendar, TODAY_DAY } from './time.ts'

type Row = typeof volunteerInfo.$inferInsert

const none = lt('', '', '', '')

export function volunteerRows(calendar: Calendar): Row[] {
  const shift = (day: number, fromMinutes: number, hours: number) => {
    const startsAt = calendar.at(day, fromMinutes)
    return { startsAt, endsAt: addMinutes(startsAt, hours * 60) }
  }
  const rows: Omit<Row, 'sortOrder'>[] = [
    {
      section: 'shift',
      titles: lt(
        'Turno da manhã – acolhimento',
        'Morning shift – welcome desk',
        'Turno de mañana – acogida',
        'Səhər növbəsi – qarşılama',
      ),
      details: lt(
        'Receber delegações e espectadores, orientar para as bancadas e os pontos de água.',
        'Welcome delegations and spectators, show them to the stands and the water points.',
        'Recibir a delegaciones y espectadores, orientarlos hacia las gradas y los puntos de agua.',
        'Nümayəndə heyətlərini və tamaşaçıları qarşılamaq, tribunlara və su məntəqələrinə yönləndirmək.',
      ),
      ...shift(TODAY_DAY, 7 * 60, 6),
      location: 'Maracanãzinho, Portão 18',
      phone: null,
      email: null,
    },
    {
      section: 'shift',
      titles: lt(
        'Turno da tarde – resultados',
        'Afternoon shift – results',
        'Turno de tarde – resultados',
        'Günorta növbəsi – nəticələr',
      ),
      details: lt(
        'Levar as folhas de resultados oficiais da mesa do júri ao centro de imprensa.',
        'Carry the official result sheets from the jury table to the press centre.',
        'Llevar las hojas de resultados oficiales de la mesa del jurado al centro de prensa.',
        'Rəsmi nəticə vərəqlərini münsiflər masasından mətbuat mərkəzinə aparmaq.',
      ),
      ...shift(TODAY_DAY + 1, 13 * 60, 5),
      location: 'Parque Olímpico, Arena Carioca 1',
      phone: null,
      email: null,
    },
    {
      section: 'meeting-point',
      titles: lt('Centro de voluntários', 'Volunteer centre', 'Centro de voluntarios', 'Könüllülər mərkəzi'),
      details: lt(
        'Credenciais, fardas e refeições. Aberto das 6h às 22h.',
        'Accreditation, uniforms and meals. Open 6 am to 10 pm.',
        'Acreditaciones, uniformes y comidas. Abierto de 6 a 22 h.',
        'Akkreditasiya, geyim və yemək. 06:00-dan 22:00-dək açıqdır.',
      ),
      startsAt: null,
      endsAt: null,
      location: 'Parque Olímpico, entrada principal',
      phone: null,
      email: null,
    },
    {
      section: 'meeting-point',
      titles: lt(
        'Ponto de encontro do transporte',
        'Shuttle meeting point',
        'Punto de encuentro del transporte',
        'Nəqliyyat görüş məntəqəsi',
      ),
      details: lt(
        'Os autocarros para os pavilhões partem a cada 20 minutos.',
        'Buses to the venues leave every 20 minutes.',
        'Los autobuses a las sedes salen cada 20 minutos.',
        'Arenalara avtobuslar hər 20 dəqiqədən bir yola düşür.',
      ),
      startsAt: null,
      endsAt: null,
      location: 'Estação Jardim Oceânico, saída B',
      phone: null,
      email: null,
    },
    {
      section: 'contact',
      titles: lt(
        'Coordenação de voluntários',
        'Volunteer coordination',
        'Coordinación de voluntarios',
        'Könüllülərin koordinasiyası',
      ),
      details: lt(
        'Faltas, trocas de turno e dúvidas.',
        'Absences, shift swaps and questions.',
        'Ausencias, cambios de turno y dudas.',
        'Gəlməmə, növbə dəyişikliyi və suallar.',
      ),
      startsAt: null,
      endsAt: null,
      location: null,
      phone: '+55 21 3000-2016',
      email: 'voluntarios@jogos.example.org',
    },
    {
      section: 'contact',
      titles: lt('Posto médico', 'Medical post', 'Puesto médico', 'Tibbi məntəqə'),
      details: none,
      startsAt: null,
      endsAt: null,
      location: null,
      phone: '+55 21 3000-1920',
      email: null,
    },
  ]
  return rows.map((row, i) => ({ ...row, sortOrder: i + 1 }))
}
