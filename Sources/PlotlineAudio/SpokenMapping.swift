extension AudioGraph {
    /// What the WAV says before its tones (with `speaksContext`): the title and summary, then how to listen:
    /// x is time, y is pitch, and, with several series, how they play and that each has its own timbre. In
    /// the voice's language (English, Korean or Turkish); the interactive page says the same under the chart.
    public func spokenIntroduction(voice: String) -> String {
        let several = seriesTimes.count > 1
        let together = channels == 2
        let mapping: String
        switch voice.prefix(2).lowercased() {
        case "ko":
            mapping = "이 소리에서 x축은 시간, y축은 음높이이며, 값이 클수록 높은 음입니다."
                + (several ? (together ? " 계열은 함께, 왼쪽에서 오른쪽으로 나뉘어 들리며, 계열마다 음색이 다릅니다."
                                       : " 계열은 차례로 들리며, 사이에 짧은 잡음이 있고, 계열마다 음색이 다릅니다.") : "")
        case "tr":
            mapping = "Bu seste x ekseni zaman, y ekseni perdedir; büyük değerler daha tiz duyulur."
                + (several ? (together ? " Seriler birlikte, soldan sağa yayılarak çalar ve her serinin kendi tınısı vardır."
                                       : " Seriler sırayla, aralarında kısa bir hışırtıyla çalar ve her serinin kendi tınısı vardır.") : "")
        default:
            mapping = "In this sound, x is time and y is pitch: higher values sound higher."
                + (several ? (together ? " The series play together, spread from left to right, each with its own timbre."
                                       : " The series play one after another, with a short hiss between them, each with its own timbre.") : "")
        }
        return spokenText.isEmpty ? mapping : spokenText + " " + mapping
    }
}
