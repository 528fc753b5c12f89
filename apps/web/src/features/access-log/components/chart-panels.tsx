import type { AccessLogReport } from '@podium/domain'
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

// Only what these two charts use, so the chunk stays small (this file is loaded only on /access-log).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Tooltip, Legend)

const cssColour = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()

interface Props {
  report: AccessLogReport
  /** Axis labels of the series, already formatted for the locale. */
  labels: string[]
  deviceLabels: string[]
}

/** The series as stacked bars (successes and errors) and the device classes as a doughnut. */
export default function ChartPanels({ report, labels, deviceLabels }: Props) {
  const { t } = useTranslation()
  const seriesCanvas = useRef<HTMLCanvasElement>(null)
  const devicesCanvas = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    if (!seriesCanvas.current || !devicesCanvas.current) return
    const ink = cssColour('--ink-muted')
    const line = cssColour('--line')
    const success = cssColour('--brand')
    const errors = cssColour('--live')
    Chart.defaults.color = ink
    Chart.defaults.borderColor = line
    const series = new Chart(seriesCanvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: [
          { label: t('accessLog.success'), data: report.series.map((p) => p.success), backgroundColor: success },
          { label: t('accessLog.errors'), data: report.series.map((p) => p.errors), backgroundColor: errors },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
      },
    })
    const devices = new Chart(devicesCanvas.current, {
      type: 'doughnut',
      data: {
        labels: deviceLabels,
        datasets: [
          {
            data: report.devices.map((d) => d.count),
            backgroundColor: [cssColour('--ink-muted'), success, cssColour('--gold-strong'), errors],
            borderColor: cssColour('--surface'),
          },
        ],
      },
      options: { responsive: true, maintainAspectRatio: false, animation: false },
    })
    return () => {
      series.destroy()
      devices.destroy()
    }
  }, [report, labels, deviceLabels, t])

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <figure className="rounded-2xl border border-line bg-surface p-4 lg:col-span-2">
        <figcaption className="mb-2 text-sm font-semibold text-ink">{t('accessLog.seriesChart')}</figcaption>
        <div className="h-64">
          <canvas ref={seriesCanvas} role="img" aria-label={t('accessLog.seriesChart')} />
        </div>
      </figure>
      <figure className="rounded-2xl border border-line bg-surface p-4">
        <figcaption className="mb-2 text-sm font-semibold text-ink">{t('accessLog.devicesChart')}</figcaption>
        <div className="h-64">
          <canvas ref={devicesCanvas} role="img" aria-label={t('accessLog.devicesChart')} />
        </div>
      </figure>
    </div>
  )
}
